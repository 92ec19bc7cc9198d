import { Logger } from '@nestjs/common';
import { JobQueue, retryDelay } from './job-queue.js';
import { ProcessorRegistry } from './processor-registry.js';
import {
  type EnqueueOptions,
  type JobPayloads,
  type JobProcessor,
  PermanentJobError,
  QUEUES,
  type QueueName,
} from './queues.js';

interface PendingJob {
  queue: QueueName;
  payload: JobPayloads[QueueName];
  jobId: string | null;
  attempt: number;
}

/**
 * The one-process default (no REDIS_URL): the same processors, retries and backoff as BullMQ,
 * in memory. Jobs waiting here are lost if the process dies; items stay `queued` and a restart
 * re-enqueues them (see the content module's recovery on start).
 */
export class InProcessJobQueue extends JobQueue {
  private readonly logger = new Logger('InProcessJobQueue');
  private readonly registry = new ProcessorRegistry();
  private readonly waiting = new Map<QueueName, PendingJob[]>();
  private readonly running = new Map<QueueName, number>();
  private readonly activeIds = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private started = false;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  enqueue<Q extends QueueName>(
    queue: Q,
    payload: JobPayloads[Q],
    options?: EnqueueOptions,
  ): Promise<void> {
    const jobId = options?.jobId ?? null;
    if (jobId && this.activeIds.has(jobId)) return Promise.resolve();
    if (jobId) this.activeIds.add(jobId);
    this.push({ queue, payload, jobId, attempt: 1 });
    return Promise.resolve();
  }

  registerProcessor<Q extends QueueName>(queue: Q, processor: JobProcessor<Q>): void {
    this.registry.register(queue, processor);
  }

  async startWorkers(): Promise<void> {
    this.registry.assertComplete();
    this.started = true;
    for (const queue of Object.keys(QUEUES) as QueueName[]) this.pump(queue);
    await Promise.resolve();
  }

  drain(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    while ([...this.running.values()].some((count) => count > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private push(job: PendingJob): void {
    const list = this.waiting.get(job.queue) ?? [];
    list.push(job);
    this.waiting.set(job.queue, list);
    this.pump(job.queue);
  }

  private pump(queue: QueueName): void {
    if (!this.started || this.closed) return;
    const list = this.waiting.get(queue) ?? [];
    while (list.length && (this.running.get(queue) ?? 0) < QUEUES[queue].concurrency) {
      const job = list.shift()!;
      this.running.set(queue, (this.running.get(queue) ?? 0) + 1);
      void this.run(job).finally(() => {
        this.running.set(queue, (this.running.get(queue) ?? 1) - 1);
        this.pump(queue);
        this.notifyIfIdle();
      });
    }
  }

  private async run(job: PendingJob): Promise<void> {
    const definition = QUEUES[job.queue];
    const processor = this.registry.get(job.queue);
    const isFinalAttempt = job.attempt >= definition.attempts;
    try {
      await processor.process(job.payload, { attempt: job.attempt, isFinalAttempt });
      this.finish(job);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (!(failure instanceof PermanentJobError) && !isFinalAttempt && !this.closed) {
        const timer = setTimeout(
          () => {
            this.timers.delete(timer);
            this.push({ ...job, attempt: job.attempt + 1 });
          },
          retryDelay(definition.backoffMs, job.attempt),
        );
        this.timers.add(timer);
        return;
      }
      this.finish(job);
      await processor.onFinalFailure(job.payload, failure).catch((hookError: unknown) => {
        this.logger.error(`onFinalFailure of ${job.queue} failed: ${String(hookError)}`);
      });
    }
  }

  private finish(job: PendingJob): void {
    if (job.jobId) this.activeIds.delete(job.jobId);
  }

  private isIdle(): boolean {
    const waiting = [...this.waiting.values()].some((list) => list.length > 0);
    const running = [...this.running.values()].some((count) => count > 0);
    return !waiting && !running && this.timers.size === 0;
  }

  private notifyIfIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
