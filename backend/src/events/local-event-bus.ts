import { EventEmitter } from 'node:events';
import type { ContentEvent } from '@vault/contracts';
import { EventBus, type EventListener } from './event-bus.js';

/** One process: listeners in memory. Also the local fan-out of the Redis bus. */
export class LocalEventBus extends EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(userId: number, event: ContentEvent): Promise<void> {
    this.deliver(userId, event);
    return Promise.resolve();
  }

  deliver(userId: number, event: ContentEvent): void {
    this.emitter.emit(String(userId), event);
  }

  subscribe(userId: number, listener: EventListener): () => void {
    this.emitter.on(String(userId), listener);
    return () => this.emitter.off(String(userId), listener);
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
