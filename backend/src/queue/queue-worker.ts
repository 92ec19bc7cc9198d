import { applyDecorators, Injectable, Logger, SetMetadata } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job, WorkerOptions } from 'bullmq';
import {
  type JobContext,
  type JobPayloads,
  PermanentJobError,
  QUEUES,
  type QueueName,
} from './queues.js';

export const QUEUE_PROCESSOR = Symbol('vault:queue-processor');

type ProcessorOptions = Pick<WorkerOptions, 'concurrency' | 'lockDuration' | 'stalledInterval'>;

/**
 * The options `@nestjs/bullmq` gives each queue's worker. The decorator keeps this object, and
 * the BullMQ driver sets the lock from the configuration (QUEUE_LOCK_MS) before it registers them.
 */
export const WORKER_OPTIONS = Object.fromEntries(
  Object.entries(QUEUES).map(([queue, definition]) => [
    queue,
    { concurrency: definition.concurrency },
  ]),
) as Record<QueueName, ProcessorOptions>;

/**
 * Marks the one class that works a declared queue: a `@nestjs/bullmq` processor in Redis mode,
 * and the same instance runs the in-process driver's jobs.
 */
export function QueueProcessor(queue: QueueName): ClassDecorator {
  return applyDecorators(
    Injectable(),
    SetMetadata(QUEUE_PROCESSOR, queue),
    Processor(queue, WORKER_OPTIONS[queue]),
  );
}

/** How the BullMQ driver runs a job of a processor (slots per account, attempts, failures). */
export interface BullJobRunner {
  run(worker: QueueWorker<QueueName>, job: Job, token: string | undefined): Promise<void>;
}

/**
 * A queue's processor. `handle` does one attempt; `onFinalFailure` runs once when the job has
 * failed for good, and the job does not count as finished until it has returned.
 */
export abstract class QueueWorker<Q extends QueueName> extends WorkerHost {
  private readonly workerLogger = new Logger('QueueWorker');
  private runner: BullJobRunner | null = null;

  abstract handle(payload: JobPayloads[Q], context: JobContext): Promise<void>;

  /** `context` is the failed job's; absent when the failure is reported from elsewhere. */
  abstract onFinalFailure(
    payload: JobPayloads[Q],
    error: Error,
    context?: JobContext,
  ): Promise<void>;

  /** The queue named by the class's `@QueueProcessor`. */
  get queueName(): Q {
    const queue = Reflect.getMetadata(QUEUE_PROCESSOR, this.constructor) as Q | undefined;
    if (!queue) throw new Error(`${this.constructor.name} has no @QueueProcessor(queue)`);
    return queue;
  }

  /** Set by the BullMQ driver before its workers start. */
  useRunner(runner: BullJobRunner): void {
    this.runner = runner;
  }

  /** BullMQ's entry point (called by the worker `@nestjs/bullmq` created for this class). */
  async process(job: Job<JobPayloads[Q]>, token?: string): Promise<void> {
    if (!this.runner) throw new Error('The BullMQ driver did not start this worker');
    await this.runner.run(this, job, token);
  }

  /**
   * One attempt; when it fails for good (permanent error or last attempt), the failure hook runs
   * before the error goes back to the driver, so the job ends only after it.
   */
  async attempt(payload: JobPayloads[Q], context: JobContext): Promise<void> {
    try {
      await this.handle(payload, context);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (failure instanceof PermanentJobError || context.isFinalAttempt) {
        try {
          await this.onFinalFailure(payload, failure, context);
        } catch (hookError) {
          this.workerLogger.error(
            `onFinalFailure of ${this.queueName} failed: ${String(hookError)}`,
          );
        }
      }
      throw failure;
    }
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.workerLogger.warn(`Worker ${this.queueName}: ${error.message}`);
  }
}
