import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { QUEUE_NAMES, type QueueName } from './queues.js';
import { QueueWorker } from './queue-worker.js';

/** Finds the `@QueueProcessor` classes of the application: one per declared queue, no more, no less. */
@Injectable()
export class ProcessorDiscovery {
  constructor(private readonly discovery: DiscoveryService) {}

  /** Throws when a declared queue has no processor, or two. */
  processors(): Map<QueueName, QueueWorker<QueueName>> {
    const found = new Map<QueueName, QueueWorker<QueueName>>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!(instance instanceof QueueWorker)) continue;
      const worker = instance as QueueWorker<QueueName>;
      if (found.has(worker.queueName) && found.get(worker.queueName) !== worker)
        throw new Error(`Queue "${worker.queueName}" already has a processor`);
      found.set(worker.queueName, worker);
    }
    const missing = QUEUE_NAMES.filter((queue) => !found.has(queue));
    if (missing.length) {
      throw new Error(
        `Refusing to start the worker: no processor for queue(s) ${missing.join(', ')}`,
      );
    }
    return found;
  }
}
