/**
 * Every queue in one place: its name, the typed payload of its jobs and its job options.
 * A queue's work is one processor class in the module that owns it (see queue-worker.ts); both
 * drivers refuse to start workers while a declared queue has no processor.
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
  /** A check of one due feed (its lease taken by the scheduler's sweep); saves its new entries. */
  'feed-poll': { feedId: number; userId: number };
  /** After an extraction: download and keep the item's post media and reader-view images. */
  'media-store': {
    contentId: number;
    userId: number;
    /** Queued by a plan change: try again the files the previous plan refused. */
    retryPlanRefusals?: boolean;
  };
  /** A message the SMTP receiver accepted (its bytes in `email_in_messages`): save what it carries. */
  'email-inbound': { messageId: number; userId: number };
  /** After an item's extraction: make and store its saved copy (and screenshot). */
  'page-copy': { contentId: number; userId: number };
}

export type QueueName = keyof JobPayloads;

export interface QueueDefinition {
  /** Attempts in all, the first included. */
  attempts: number;
  /** First retry delay; each further retry doubles it. */
  backoffMs: number;
  /** Jobs of this queue processed at once by one worker process. */
  concurrency: number;
  /**
   * Jobs of one account (the payload's `userId`) running at once across every process; the
   * account's further jobs wait while other accounts' jobs take the remaining slots.
   */
  maxActivePerAccount?: number;
}

export const QUEUES: Record<QueueName, QueueDefinition> = {
  extraction: { attempts: 4, backoffMs: 2_000, concurrency: 4, maxActivePerAccount: 2 },
  'extraction-bulk': { attempts: 3, backoffMs: 10_000, concurrency: 1 },
  'whatsapp-inbound': { attempts: 5, backoffMs: 5_000, concurrency: 2 },
  import: { attempts: 5, backoffMs: 5_000, concurrency: 1 },
  reclean: { attempts: 5, backoffMs: 30_000, concurrency: 1 },
  // A failed check is not retried by the queue: the feed's row backs off and the sweep re-queues it.
  'feed-poll': { attempts: 1, backoffMs: 60_000, concurrency: 2 },
  'media-store': { attempts: 3, backoffMs: 30_000, concurrency: 1 },
  'email-inbound': { attempts: 5, backoffMs: 5_000, concurrency: 2 },
  // Low priority: one copy at a time per process, so saves and extractions keep the CPU.
  'page-copy': { attempts: 3, backoffMs: 15_000, concurrency: 1 },
};

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** The account a job works for, when its queue limits jobs per account. */
export function accountOf(queue: QueueName, payload: JobPayloads[QueueName]): number | null {
  if (!QUEUES[queue].maxActivePerAccount) return null;
  return 'userId' in payload ? payload.userId : null;
}

/** Thrown by a processor for a failure that retrying cannot fix (404, unsupported page...). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface JobContext {
  /** The job's id in its queue: the same for every attempt of the job, unique among live jobs. */
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** True when no retry will follow if this attempt fails. */
  isFinalAttempt: boolean;
}

export interface EnqueueOptions {
  /** Deduplication key: a job with the id of a waiting, delayed or running job is not added again. */
  jobId?: string;
  /** As BullMQ orders them: jobs without a priority first, then priority 1, 2, … (oldest first within each). */
  priority?: number;
}

/** The delay before attempt `attempt + 1` after attempt `attempt` failed. */
export function retryDelay(backoffMs: number, attempt: number): number {
  return backoffMs * 2 ** (attempt - 1);
}
