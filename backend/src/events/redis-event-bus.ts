import { Logger } from '@nestjs/common';
import type { ContentEvent } from '@vault/contracts';
import { Redis } from 'ioredis';
import { EventBus, type EventListener } from './event-bus.js';
import { LocalEventBus } from './local-event-bus.js';

interface Envelope {
  userId: number;
  event: ContentEvent;
}

const PUBLISH_WAIT_MS = 1_000;

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

  /**
   * Live updates are best effort: with Redis down, ioredis would hold the command for many
   * seconds, and the save that published it would wait as long. Give up after a moment instead.
   */
  async publish(userId: number, event: ContentEvent): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer')), PUBLISH_WAIT_MS);
    });
    const publishing = this.publisher.publish(
      this.channel,
      JSON.stringify({ userId, event } satisfies Envelope),
    );
    publishing.catch(() => undefined);
    try {
      await Promise.race([publishing, timeout]);
    } finally {
      clearTimeout(timer);
    }
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
