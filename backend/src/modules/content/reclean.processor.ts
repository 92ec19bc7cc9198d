import { Inject, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobQueue } from '../../queue/job-queue.js';
import type { JobPayloads } from '../../queue/queues.js';
import { QueueProcessor, QueueWorker } from '../../queue/queue-worker.js';
import { recleanText } from '../extraction/index.js';
import { ContentTextHooks } from './content-text-hooks.js';

/** Items per job: small, so saves and imports get the worker between batches. */
export const RECLEAN_BATCH = 50;

interface StoredItem {
  id: number;
  title: string | null;
  author: string | null;
  text: string | null;
  readable_html: string | null;
}

/**
 * `npm run admin -- reclean`: the text rules applied again to every stored item, from its stored
 * reader HTML (no page is fetched). A low-priority chain of jobs, one batch of items in id order
 * each, every job queueing the next from where it stopped, so the work resumes after a restart.
 */
@QueueProcessor('reclean')
export class RecleanProcessor extends QueueWorker<'reclean'> {
  private readonly logger = new Logger('RecleanProcessor');

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly textHooks: ContentTextHooks,
  ) {
    super();
  }

  async handle(payload: JobPayloads['reclean']): Promise<void> {
    const next = await recleanBatch(this.dataSource, payload.afterId, this.logger, this.textHooks);
    if (next !== null)
      await this.queue.enqueue('reclean', { afterId: next }, { jobId: `reclean-${next}` });
  }

  onFinalFailure(payload: JobPayloads['reclean'], error: Error): Promise<void> {
    this.logger.warn(`Re-cleaning the items after id ${payload.afterId} failed: ${error.message}`);
    return Promise.resolve();
  }
}

/** Cleans the items after `afterId`; returns the last id when more may follow, else null. */
export async function recleanBatch(
  dataSource: DataSource,
  afterId: number,
  logger: Pick<Logger, 'log'>,
  textHooks?: Pick<ContentTextHooks, 'textChanged'>,
): Promise<number | null> {
  const items: StoredItem[] = await dataSource.query(
    `SELECT item.id, item.title, item.author, item.text, copy.readable_html
         FROM content_items item
         LEFT JOIN content_copies copy ON copy.content_id = item.id
        WHERE item.id > $1 AND item.extraction_status = 'completed'
        ORDER BY item.id
        LIMIT $2`,
    [afterId, RECLEAN_BATCH],
  );
  let changed = 0;
  for (const item of items) {
    const result = recleanText(item.readable_html, item.text, item);
    if (result.text === item.text) continue;
    // Only if the text is still the one read: a re-extraction meanwhile has the last word.
    const updated: [unknown[], number] = await dataSource.query(
      `UPDATE content_items
            SET text = $2,
                metadata = (metadata - 'wordCount' - 'readingMinutes') || $3::jsonb
          WHERE id = $1 AND text IS NOT DISTINCT FROM $4`,
      [
        item.id,
        result.text,
        JSON.stringify({
          ...(result.wordCount === null ? {} : { wordCount: result.wordCount }),
          ...(result.readingMinutes === null ? {} : { readingMinutes: result.readingMinutes }),
        }),
        item.text,
      ],
    );
    changed += 1;
    if (updated[1] > 0)
      await textHooks?.textChanged(item.id, {
        readableHtml: item.readable_html,
        text: result.text,
      });
  }
  if (changed) logger.log(`Re-cleaned the text of ${changed} item(s) after id ${afterId}`);
  return items.length === RECLEAN_BATCH ? items[items.length - 1]!.id : null;
}
