import type { JobProcessor, QueueName } from './queues.js';
import { QUEUE_NAMES } from './queues.js';

/** Holds one processor per queue; two for the same queue, or none at start, is a startup error. */
export class ProcessorRegistry {
  private readonly processors = new Map<QueueName, JobProcessor<QueueName>>();

  register<Q extends QueueName>(queue: Q, processor: JobProcessor<Q>): void {
    if (this.processors.has(queue)) throw new Error(`Queue "${queue}" already has a processor`);
    this.processors.set(queue, processor);
  }

  get<Q extends QueueName>(queue: Q): JobProcessor<Q> {
    const processor = this.processors.get(queue);
    if (!processor) throw new Error(`Queue "${queue}" has no processor`);
    return processor;
  }

  assertComplete(): void {
    const missing = QUEUE_NAMES.filter((queue) => !this.processors.has(queue));
    if (missing.length) {
      throw new Error(
        `Refusing to start the worker: no processor for queue(s) ${missing.join(', ')}`,
      );
    }
  }
}
