/**
 * Every queue in one place: its name, the typed payload of its jobs and its job options.
 * Processors live in the module that owns the work and register against these names; a worker
 * refuses to start while a declared queue has no processor.
 */
export interface JobPayloads {
  /** An interactive save: extract one content item. */
  extraction: { contentId: number; userId: number };
  /** Bulk work (imports): the same extraction on a low-priority queue, so saves never wait behind it. */
  'extraction-bulk': { contentId: number; userId: number };
  /** One batch of an import file's rows; each batch queues the next, so other queues get turns. */
  import: { importId: number; userId: number };
  /** A WhatsApp message to the business number: save its links for the sender, then reply. */
  'whatsapp-inbound': { messageId: string; from: string; text: string };
  /** One batch of stored items whose text is cleaned again from its reader HTML; queues the next. */
  reclean: { afterId: number };
}

export type QueueName = keyof JobPayloads;

export interface QueueDefinition {
  /** Attempts in all, the first included. */
  attempts: number;
  /** First retry delay; each further retry doubles it. */
  backoffMs: number;
  /** Jobs of this queue processed at once by one worker process. */
  concurrency: number;
}

export const QUEUES: Record<QueueName, QueueDefinition> = {
  extraction: { attempts: 4, backoffMs: 2_000, concurrency: 4 },
  'extraction-bulk': { attempts: 3, backoffMs: 10_000, concurrency: 1 },
  'whatsapp-inbound': { attempts: 5, backoffMs: 5_000, concurrency: 2 },
  import: { attempts: 5, backoffMs: 5_000, concurrency: 1 },
  reclean: { attempts: 5, backoffMs: 30_000, concurrency: 1 },
};

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** Thrown by a processor for a failure that retrying cannot fix (404, unsupported page...). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface JobContext {
  /** 1 for the first attempt. */
  attempt: number;
  /** True when no retry will follow if this attempt fails. */
  isFinalAttempt: boolean;
}

export interface JobProcessor<Q extends QueueName> {
  process(payload: JobPayloads[Q], context: JobContext): Promise<void>;
  /** Called once when the job has failed for good (permanent error, or retries exhausted). */
  onFinalFailure(payload: JobPayloads[Q], error: Error): Promise<void>;
}

export interface EnqueueOptions {
  /** Deduplication key: a job with the id of a waiting or running job is not added again. */
  jobId?: string;
}
