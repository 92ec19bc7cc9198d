import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { JobPayloads } from '../../queue/queues.js';
import { QueueProcessor, QueueWorker } from '../../queue/queue-worker.js';
import { ContentImportService, type ImportedLink } from '../content/index.js';
import { ImportService } from './import.service.js';

type ImportPayload = JobPayloads['import'];

/** Rows turned into items per job: small enough that a batch's transaction is brief. */
export const IMPORT_BATCH_SIZE = 250;
/** A queued or running import untouched this long has lost its job (its process stopped). */
const STALE_AFTER_MS = 60_000;

interface StagedRow {
  id: string;
  url: string;
  canonical_url: string;
  title: string | null;
  tags: string[];
  note: string | null;
  is_favorite: boolean;
  is_read: boolean;
  saved_at: Date | null;
}

type BatchOutcome = { kind: 'stop' } | { kind: 'stored'; lastId: string; newIds: number[] };

/**
 * Works through an import a batch at a time on the `import` queue: each batch stores its rows in
 * one transaction, then queues the next batch, so interactive saves (their own queue) never wait
 * and a restart resumes where the last committed batch ended.
 */
@QueueProcessor('import')
export class ImportProcessor extends QueueWorker<'import'> implements OnApplicationBootstrap {
  private readonly logger = new Logger('ImportProcessor');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly imports: ImportService,
    private readonly content: ContentImportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /** Imports left unfinished by a process that stopped carry on from their last batch. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorker) return;
    const stale: { id: number; user_id: number }[] = await this.dataSource.query(
      `SELECT id, user_id FROM import_jobs WHERE status IN ('queued', 'running') AND updated_at < $1`,
      [new Date(Date.now() - STALE_AFTER_MS)],
    );
    for (const job of stale)
      await this.imports.enqueueBatch(job.id, job.user_id, `resume-${Date.now()}`);
    if (stale.length) this.logger.log(`Resumed ${stale.length} unfinished import(s)`);
  }

  async handle(payload: ImportPayload): Promise<void> {
    const outcome = await this.dataSource.transaction((manager) =>
      this.storeBatch(manager, payload),
    );
    if (outcome.kind === 'stop') return;
    if (outcome.newIds.length) {
      const queued = await this.content.queueExtractions(payload.userId, outcome.newIds);
      const waiting = outcome.newIds.length - queued;
      if (waiting)
        await this.dataSource.query(
          `UPDATE import_jobs SET awaiting_quota = awaiting_quota + $2 WHERE id = $1`,
          [payload.importId, waiting],
        );
    }
    await this.imports.enqueueBatch(payload.importId, payload.userId, `after-${outcome.lastId}`);
  }

  private async storeBatch(manager: EntityManager, payload: ImportPayload): Promise<BatchOutcome> {
    const jobs: { status: string }[] = await manager.query(
      `SELECT status FROM import_jobs WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [payload.importId, payload.userId],
    );
    const status = jobs[0]?.status;
    if (status !== 'queued' && status !== 'running') return { kind: 'stop' };
    const rows: StagedRow[] = await manager.query(
      `SELECT id, url, canonical_url, title, tags, note, is_favorite, is_read, saved_at
         FROM import_job_items WHERE job_id = $1 AND status = 'pending' ORDER BY id LIMIT $2`,
      [payload.importId, IMPORT_BATCH_SIZE],
    );
    if (rows.length === 0) {
      await manager.query(
        `UPDATE import_jobs SET status = 'completed', finished_at = now(), updated_at = now() WHERE id = $1`,
        [payload.importId],
      );
      this.logger.log(`Import ${payload.importId} completed`);
      return { kind: 'stop' };
    }
    const links: ImportedLink[] = rows.map((row) => ({
      url: row.url,
      canonicalUrl: row.canonical_url,
      title: row.title,
      tags: row.tags,
      note: row.note,
      favorite: row.is_favorite,
      read: row.is_read,
      savedAt: row.saved_at,
    }));
    const stored = await this.content.storeBatch(manager, payload.userId, links);
    // Rows of this batch that merged into an item this batch created count as merged too.
    const claimed = new Set<number>();
    const imported: string[] = [];
    const merged: string[] = [];
    const failed: string[] = [];
    for (const row of rows) {
      const result = stored.get(row.canonical_url);
      if (!result) failed.push(row.id);
      else if (result.merged || claimed.has(result.contentId)) merged.push(row.id);
      else {
        claimed.add(result.contentId);
        imported.push(row.id);
      }
    }
    const mark = (ids: string[], status: string, reason: string | null) =>
      ids.length
        ? manager.query(
            `UPDATE import_job_items SET status = $2, reason = $3 WHERE id = ANY($1::bigint[])`,
            [ids, status, reason],
          )
        : Promise.resolve();
    await mark(imported, 'imported', null);
    await mark(merged, 'merged', null);
    await mark(failed, 'failed', 'Could not be stored');
    await manager.query(
      `UPDATE import_jobs SET status = 'running', done = done + $2, merged = merged + $3,
              failed = failed + $4, updated_at = now() WHERE id = $1`,
      [payload.importId, imported.length + merged.length, merged.length, failed.length],
    );
    const newIds = [...stored.values()]
      .filter((result) => !result.merged)
      .map((result) => result.contentId);
    return { kind: 'stored', lastId: rows[rows.length - 1]!.id, newIds };
  }

  /**
   * A batch that kept failing: its rows are marked failed (they show in the report) and the
   * import goes on with the next batch.
   */
  async onFinalFailure(payload: ImportPayload, error: Error): Promise<void> {
    this.logger.error(`Import ${payload.importId}: a batch failed for good: ${error.message}`);
    const [rows] = await this.dataSource.query<[{ id: string }[], number]>(
      `UPDATE import_job_items SET status = 'failed', reason = 'Could not be stored'
        WHERE id IN (SELECT id FROM import_job_items WHERE job_id = $1 AND status = 'pending' ORDER BY id LIMIT $2)
        RETURNING id`,
      [payload.importId, IMPORT_BATCH_SIZE],
    );
    await this.dataSource.query(
      `UPDATE import_jobs SET failed = failed + $2, updated_at = now() WHERE id = $1`,
      [payload.importId, rows.length],
    );
    await this.imports.enqueueBatch(payload.importId, payload.userId, `failed-${Date.now()}`);
  }
}
