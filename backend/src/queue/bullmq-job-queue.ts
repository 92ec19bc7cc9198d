import { Logger } from '@nestjs/common';
import { type BullRegistrar } from '@nestjs/bullmq';
import { DelayedError, type Job, type Queue, UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import { AccountSlots } from './account-slots.js';
import { JobQueue } from './job-queue.js';
import type { ProcessorDiscovery } from './processor-discovery.js';
import {
  accountOf,
  type EnqueueOptions,
  type JobPayloads,
  PermanentJobError,
  QUEUE_NAMES,
  QUEUES,
  type QueueName,
} from './queues.js';
import { type BullJobRunner, type QueueWorker, WORKER_OPTIONS } from './queue-worker.js';

const ENQUEUE_WAIT_MS = 3_000;
/** How long a job whose account holds all its slots waits before it asks again. */
const ACCOUNT_WAIT_MS = 500;

export interface BullMqDriverOptions {
  redis: Redis;
  prefix: string;
  lockMs: number;
  queues: Map<QueueName, Queue>;
  registrar: BullRegistrar;
  discovery: ProcessorDiscovery;
}

/**
 * BullMQ on Redis through `@nestjs/bullmq`: the queues are registered with `BullModule`, each
 * processor is a `WorkerHost` whose worker the module creates when this driver starts them.
 * Jobs survive restarts and are shared by every worker process.
 */
export class BullMqJobQueue extends JobQueue implements BullJobRunner {
  private readonly logger = new Logger('BullMqJobQueue');
  private readonly slots: AccountSlots;
  private readonly workers: QueueWorker<QueueName>[] = [];
  private closing: Promise<void> | null = null;

  constructor(private readonly options: BullMqDriverOptions) {
    super();
    // Each account's hold outlives a lock renewal or two; a killed worker's lapses with its lock.
    this.slots = new AccountSlots(options.redis, options.prefix, options.lockMs);
  }

  private queue(name: QueueName): Queue {
    const queue = this.options.queues.get(name);
    if (!queue) throw new Error(`Queue "${name}" is not registered`);
    return queue;
  }

  async enqueue<Q extends QueueName>(
    queue: Q,
    payload: JobPayloads[Q],
    options?: EnqueueOptions,
  ): Promise<void> {
    const adding = this.queue(queue).add(queue, payload, {
      ...(options?.jobId ? { jobId: options.jobId } : {}),
      ...(options?.priority ? { priority: options.priority } : {}),
    });
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

  async startWorkers(): Promise<void> {
    const processors = this.options.discovery.processors();
    for (const name of QUEUE_NAMES) {
      // A killed worker's job is noticed as stalled after the lock lapses, and runs again.
      WORKER_OPTIONS[name].lockDuration = this.options.lockMs;
      WORKER_OPTIONS[name].stalledInterval = this.options.lockMs;
      const processor = processors.get(name)!;
      processor.useRunner(this);
      this.workers.push(processor);
    }
    this.options.registrar.register();
    await Promise.all(this.workers.map((processor) => processor.worker.waitUntilReady()));
  }

  /** One attempt of a job: the account's slot first, then the processor, failures mapped for BullMQ. */
  async run(processor: QueueWorker<QueueName>, job: Job, token: string | undefined): Promise<void> {
    const queue = processor.queueName;
    const payload = job.data as JobPayloads[QueueName];
    const account = accountOf(queue, payload);
    const jobId = job.id ?? '';
    const limit = QUEUES[queue].maxActivePerAccount ?? 0;
    if (account !== null && !(await this.slots.acquire(queue, account, jobId, limit))) {
      // The account already runs its share: the slot goes to the next job, this one waits.
      await job.moveToDelayed(Date.now() + ACCOUNT_WAIT_MS, token);
      throw new DelayedError();
    }
    const renewal =
      account === null
        ? null
        : setInterval(() => {
            this.slots.acquire(queue, account, jobId, limit).catch(() => undefined);
          }, this.options.lockMs / 3);
    const attempts = job.opts.attempts ?? QUEUES[queue].attempts;
    const attempt = job.attemptsMade + 1;
    try {
      await processor.attempt(payload, {
        jobId: `${queue}:${jobId}`,
        attempt,
        isFinalAttempt: attempt >= attempts,
      });
    } catch (error) {
      // BullMQ does not retry an UnrecoverableError: permanent failures end at once.
      if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
      throw error;
    } finally {
      if (renewal) clearInterval(renewal);
      if (account !== null) await this.slots.release(queue, account, jobId).catch(() => undefined);
    }
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
    await Promise.all(this.workers.map((processor) => processor.worker.close()));
    await Promise.all([...this.options.queues.values()].map((queue) => queue.close()));
    this.options.redis.disconnect();
  }
}
