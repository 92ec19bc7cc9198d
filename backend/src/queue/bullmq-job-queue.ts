import { Logger } from '@nestjs/common';
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { JobQueue } from './job-queue.js';
import { ProcessorRegistry } from './processor-registry.js';
import {
  type EnqueueOptions,
  type JobPayloads,
  type JobProcessor,
  PermanentJobError,
  QUEUE_NAMES,
  QUEUES,
  type QueueName,
} from './queues.js';

const ENQUEUE_WAIT_MS = 3_000;

/** BullMQ on Redis: jobs survive restarts and are shared by every worker process. */
export class BullMqJobQueue extends JobQueue {
  private readonly logger = new Logger('BullMqJobQueue');
  private readonly registry = new ProcessorRegistry();
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];

  private closing: Promise<void> | null = null;

  constructor(
    redisUrl: string,
    private readonly prefix = 'vault',
    private readonly lockMs = 30_000,
  ) {
    super();
    // BullMQ requires maxRetriesPerRequest null on the connections its workers block on.
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      const definition = QUEUES[name];
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions: {
          attempts: definition.attempts,
          backoff: { type: 'exponential', delay: definition.backoffMs },
          removeOnComplete: { age: 24 * 3600, count: 1000 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue<Q extends QueueName>(
    queue: Q,
    payload: JobPayloads[Q],
    options?: EnqueueOptions,
  ): Promise<void> {
    const adding = this.queue(queue).add(
      queue,
      payload,
      options?.jobId ? { jobId: options.jobId } : {},
    );
    // With Redis down, ioredis holds the command until it reconnects (then adds the job); the
    // caller must not wait that long: it answers now and the job follows when Redis is back.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error('Redis did not answer; the job is added when it is back')),
        ENQUEUE_WAIT_MS,
      );
    });
    adding.catch((error: unknown) =>
      this.logger.warn(`Job for ${queue} not added: ${String(error)}`),
    );
    try {
      await Promise.race([adding, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  registerProcessor<Q extends QueueName>(queue: Q, processor: JobProcessor<Q>): void {
    this.registry.register(queue, processor);
  }

  async startWorkers(): Promise<void> {
    this.registry.assertComplete();
    for (const name of QUEUE_NAMES) {
      const processor = this.registry.get(name);
      const attempts = QUEUES[name].attempts;
      const worker = new Worker(
        name,
        async (job: Job<JobPayloads[QueueName]>) => {
          const attempt = job.attemptsMade + 1;
          try {
            await processor.process(job.data, { attempt, isFinalAttempt: attempt >= attempts });
          } catch (error) {
            // BullMQ does not retry an UnrecoverableError: permanent failures end at once.
            if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
            throw error;
          }
        },
        {
          connection: this.connection.duplicate({ maxRetriesPerRequest: null }),
          prefix: this.prefix,
          concurrency: QUEUES[name].concurrency,
          // A killed worker's job is noticed as stalled after the lock lapses, and runs again.
          lockDuration: this.lockMs,
          stalledInterval: this.lockMs,
        },
      );
      worker.on('failed', (job, error) => {
        if (!job) return;
        const final = error instanceof UnrecoverableError || job.attemptsMade >= attempts;
        if (!final) return;
        processor.onFinalFailure(job.data, error).catch((hookError: unknown) => {
          this.logger.error(`onFinalFailure of ${name} failed: ${String(hookError)}`);
        });
      });
      worker.on('error', (error) => this.logger.warn(`Worker ${name}: ${error.message}`));
      this.workers.push(worker);
    }
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
  }

  async drain(): Promise<void> {
    for (;;) {
      const counts = await Promise.all(
        QUEUE_NAMES.map((name) =>
          this.queue(name).getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
        ),
      );
      if (counts.every((count) => Object.values(count).every((value) => value === 0))) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Removes every job of every queue (tests use their own prefix and clean it afterwards). */
  async obliterate(): Promise<void> {
    for (const name of QUEUE_NAMES) await this.queue(name).obliterate({ force: true });
  }

  /** Stops taking jobs and waits for running ones; safe to call more than once. */
  close(): Promise<void> {
    this.closing ??= this.closeOnce();
    return this.closing;
  }

  private async closeOnce(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
