import type { EnqueueOptions, JobPayloads, QueueName } from './queues.js';

/** What the rest of the backend sees of the queue: BullMQ on Redis, or the in-process queue. */
export abstract class JobQueue {
  abstract enqueue<Q extends QueueName>(
    queue: Q,
    payload: JobPayloads[Q],
    options?: EnqueueOptions,
  ): Promise<void>;

  /** Starts consuming every declared queue; throws if one has no processor. */
  abstract startWorkers(): Promise<void>;

  /** Resolves when no job is waiting, delayed or running (tests, graceful shutdown). */
  abstract drain(): Promise<void>;

  abstract close(): Promise<void>;
}
