import { randomUUID } from 'node:crypto';
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
  retryDelay,
} from './queues.js';
import type { QueueWorker } from './queue-worker.js';

interface PendingJob {
  queue: QueueName;
  payload: JobPayloads[QueueName];
  jobId: string;
  /** 0: none (runs first, as in BullMQ). */
  priority: number;
  sequence: number;
  attempt: number;
  account: number | null;
}

/**
 * The one-process default (no REDIS_URL): the same processor classes, retries, backoff,
 * priorities and per-account limits as BullMQ, in memory. Jobs waiting here are lost if the
 * process dies; their items stay `queued` and the start-up sweep of their module queues them
 * again.
 */
export class InProcessJobQueue extends JobQueue {
  private processors: Map<QueueName, QueueWorker<QueueName>> | null = null;
  private readonly waiting = new Map<QueueName, PendingJob[]>();
  private readonly running = new Map<QueueName, number>();
  /** Running jobs per queue and account. */
  private readonly accounts = new Map<string, number>();
  private readonly liveIds = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private sequence = 0;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly discovery: ProcessorDiscovery) {
    super();
  }

  enqueue<Q extends QueueName>(
    queue: Q,
    payload: JobPayloads[Q],
    options?: EnqueueOptions,
  ): Promise<void> {
    const jobId = options?.jobId ?? randomUUID();
    const liveId = `${queue}:${jobId}`;
    if (this.liveIds.has(liveId)) return Promise.resolve();
    this.liveIds.add(liveId);
    this.push({
      queue,
      payload,
      jobId,
      priority: options?.priority ?? 0,
      sequence: (this.sequence += 1),
      attempt: 1,
      account: accountOf(queue, payload),
    });
    return Promise.resolve();
  }

  startWorkers(): Promise<void> {
    this.processors = this.discovery.processors();
    for (const queue of QUEUE_NAMES) this.pump(queue);
    return Promise.resolve();
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
    // BullMQ's order: jobs without a priority first, then by priority; oldest first within each.
    list.sort((a, b) => a.priority - b.priority || a.sequence - b.sequence);
    this.waiting.set(job.queue, list);
    this.pump(job.queue);
  }

  private accountKey(job: PendingJob): string {
    return `${job.queue}:${job.account}`;
  }

  /** The first waiting job whose account is under its limit. */
  private next(queue: QueueName): PendingJob | null {
    const list = this.waiting.get(queue) ?? [];
    const limit = QUEUES[queue].maxActivePerAccount ?? Infinity;
    const index = list.findIndex(
      (job) => job.account === null || (this.accounts.get(this.accountKey(job)) ?? 0) < limit,
    );
    return index === -1 ? null : list.splice(index, 1)[0]!;
  }

  private pump(queue: QueueName): void {
    if (!this.processors || this.closed) return;
    while ((this.running.get(queue) ?? 0) < QUEUES[queue].concurrency) {
      const job = this.next(queue);
      if (!job) return;
      this.running.set(queue, (this.running.get(queue) ?? 0) + 1);
      const key = this.accountKey(job);
      if (job.account !== null) this.accounts.set(key, (this.accounts.get(key) ?? 0) + 1);
      void this.run(job).finally(() => {
        this.running.set(queue, (this.running.get(queue) ?? 1) - 1);
        if (job.account !== null) this.accounts.set(key, (this.accounts.get(key) ?? 1) - 1);
        this.pump(queue);
        this.notifyIfIdle();
      });
    }
  }

  private async run(job: PendingJob): Promise<void> {
    const definition = QUEUES[job.queue];
    const processor = this.processors!.get(job.queue)!;
    const isFinalAttempt = job.attempt >= definition.attempts;
    try {
      // A final failure's hook runs inside `attempt`, before the job counts as finished.
      await processor.attempt(job.payload, {
        jobId: `${job.queue}:${job.jobId}`,
        attempt: job.attempt,
        isFinalAttempt,
      });
    } catch (error) {
      if (!(error instanceof PermanentJobError) && !isFinalAttempt && !this.closed) {
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
    }
    this.liveIds.delete(`${job.queue}:${job.jobId}`);
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
