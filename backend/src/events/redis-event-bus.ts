import { Logger } from '@nestjs/common';
import type { ContentEvent } from '@vault/contracts';
import { Redis } from 'ioredis';
import { EventBus, type EventListener } from './event-bus.js';
import { LocalEventBus } from './local-event-bus.js';

interface Envelope {
  userId: number;
  event: ContentEvent;
}

/** Several processes: events travel over Redis pub/sub, so a worker's update reaches an API process's stream. */
export class RedisEventBus extends EventBus {
  private readonly logger = new Logger('RedisEventBus');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly local = new LocalEventBus();
  private readonly channel: string;

  constructor(redisUrl: string, prefix: string) {
    super();
    this.channel = `${prefix}:events`;
    this.publisher = new Redis(redisUrl);
    this.subscriber = new Redis(redisUrl);
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    }
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { userId, event } = JSON.parse(message) as Envelope;
        this.local.deliver(userId, event);
      } catch {
        this.logger.warn('Ignored a malformed event');
      }
    });
    void this.subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.logger.warn(`Could not subscribe to ${this.channel}: ${String(error)}`);
    });
  }

  async publish(userId: number, event: ContentEvent): Promise<void> {
    await this.publisher.publish(
      this.channel,
      JSON.stringify({ userId, event } satisfies Envelope),
    );
  }

  subscribe(userId: number, listener: EventListener): () => void {
    return this.local.subscribe(userId, listener);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
