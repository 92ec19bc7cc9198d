import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  IMPORT_REPORT_PREVIEW_ROWS,
  type ImportJobDetail,
  type ImportSkippedRow,
  type ImportStarted,
  LIMITS,
} from '@vault/contracts';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { JobQueue } from '../../queue/job-queue.js';
import type { SpooledFile } from '../../common/http/multipart-upload.js';
import { ContentImportService } from '../content/index.js';
import { readImportFile } from './formats/detect-format.js';
import type { RawRow } from './formats/raw-row.js';
import { importErrors } from './import-errors.js';
import { ImportJobEntity } from './import-job.entity.js';
import { toImportJobDetail } from './import-job-response.js';
import { checkRow, type RowCheck } from './row-validation.js';

const RECENT_IMPORTS = 20;
/** Advisory lock class of "staging an import for this account" (the key's second half is the user id). */
const STAGING_LOCK = 0x1_0a17;

/** Starts, reads and cancels imports; the rows are turned into items by `ImportProcessor`. */
@Injectable()
export class ImportService {
  private readonly logger = new Logger('ImportService');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ImportJobEntity) private readonly jobs: Repository<ImportJobEntity>,
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly content: ContentImportService,
  ) {}

  /**
   * Reads the file as a stream (format from its content), checking and staging its rows a batch
   * at a time with the job, in one transaction; answers once the whole file is staged. A file
   * that cannot be read, has too many rows or would pass the account's pending cap imports
   * nothing.
   */
  async start(userId: number, file: SpooledFile): Promise<ImportStarted> {
    if (file.size === 0) throw importErrors.empty();
    const job = await this.dataSource.transaction(async (manager) => {
      // An account stages one import at a time, so two uploads cannot both pass the pending cap.
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [STAGING_LOCK, userId]);
      const pending = await this.pendingItems(manager, userId);
      if (pending >= LIMITS.importPendingItemsMax) throw importErrors.tooManyPending(pending);
      // The format is known once the file is read; the job row exists from the start for its rows.
      const created = await manager.save(
        manager.create(ImportJobEntity, {
          userId,
          format: 'url-list',
          fileName: file.fileName,
          status: 'queued',
        }),
      );
      let total = 0;
      let skipped = 0;
      const format = await readImportFile(file.path, async (rows, fromSpreadsheet) => {
        total += rows.length;
        if (total > LIMITS.importRowsMax) throw importErrors.tooManyRows();
        if (pending + total > LIMITS.importPendingItemsMax)
          throw importErrors.tooManyPending(pending);
        const checked = rows.map((raw) => ({ raw, check: checkRow(raw, fromSpreadsheet) }));
        skipped += checked.filter(({ check }) => !check.ok).length;
        await stageRows(manager, created.id, checked);
      });
      if (total === 0) throw importErrors.empty();
      await manager.update(ImportJobEntity, { id: created.id }, { format, total, skipped });
      return { ...created, format, total, skipped };
    });
    await this.enqueueBatch(job.id, userId, 'start');
    this.logger.log(
      `Import ${job.id}: ${job.format}, ${job.total} row(s), ${job.skipped} skipped at once`,
    );
    return { id: job.id };
  }

  /**
   * Imported links not yet extracted: staged rows of unfinished imports and waiting items. One
   * statement, so both counts come from one snapshot: a batch the worker commits between two
   * statements would otherwise be counted twice, as staged rows and as the items they became.
   */
  private async pendingItems(manager: EntityManager, userId: number): Promise<number> {
    const [row] = await manager.query<{ count: number }[]>(
      `SELECT (SELECT count(*) FROM import_job_items i JOIN import_jobs j ON j.id = i.job_id
                WHERE j.user_id = $1 AND j.status IN ('queued', 'running') AND i.status = 'pending')
            + (SELECT count(*) FROM content_items
                WHERE user_id = $1 AND extraction_status = 'pending') AS count`,
      [userId],
    );
    return Number(row?.count ?? 0);
  }

  async enqueueBatch(importId: number, userId: number, key: string): Promise<void> {
    try {
      await this.queue.enqueue(
        'import',
        { importId, userId },
        { jobId: `import-${importId}-${key}` },
      );
    } catch (error) {
      // The job stays queued in the database; the resume at the next start picks it up.
      this.logger.error(`Could not enqueue import ${importId}: ${String(error)}`);
    }
  }

  /** Whether the account has started an import (the first-run checklist's step). */
  async hasImported(userId: number): Promise<boolean> {
    return this.jobs.existsBy({ userId });
  }

  async list(userId: number): Promise<ImportJobEntity[]> {
    return this.jobs.find({ where: { userId }, order: { id: 'DESC' }, take: RECENT_IMPORTS });
  }

  async get(userId: number, id: number): Promise<ImportJobEntity> {
    const job = await this.jobs.findOneBy({ id, userId });
    if (!job) throw new NotFoundException('Import not found');
    return job;
  }

  async detail(userId: number, id: number): Promise<ImportJobDetail> {
    const job = await this.get(userId, id);
    const rows = await this.skippedRows(job.id, IMPORT_REPORT_PREVIEW_ROWS);
    return toImportJobDetail(job, rows);
  }

  /** Skipped and failed rows in file order. */
  async skippedRows(jobId: number, limit: number, afterLine = 0): Promise<ImportSkippedRow[]> {
    const rows: { line: number; url: string; title: string | null; reason: string | null }[] =
      await this.dataSource.query(
        `SELECT line, url, title, reason FROM import_job_items
          WHERE job_id = $1 AND status IN ('skipped', 'failed') AND line > $2
          ORDER BY line, id LIMIT $3`,
        [jobId, afterLine, limit],
      );
    return rows.map((row) => ({ ...row, reason: row.reason ?? 'Not imported' }));
  }

  /** Stops an import: rows not yet stored stay out; what was stored stays in the library. */
  async cancel(userId: number, id: number): Promise<ImportJobDetail> {
    const job = await this.get(userId, id);
    if (job.status === 'completed')
      throw new ConflictException({
        message: 'This import has already finished',
        code: 'import_finished',
      });
    await this.dataSource.query(
      `UPDATE import_jobs SET status = 'cancelled', finished_at = now(), updated_at = now()
        WHERE id = $1 AND user_id = $2 AND status IN ('queued', 'running')`,
      [id, userId],
    );
    return this.detail(userId, id);
  }
}

async function stageRows(
  manager: EntityManager,
  jobId: number,
  rows: { raw: RawRow; check: RowCheck }[],
): Promise<void> {
  const value = <T>(pick: (raw: RawRow, check: RowCheck) => T) =>
    rows.map(({ raw, check }) => pick(raw, check));
  await manager.query(
    `INSERT INTO import_job_items (job_id, line, url, canonical_url, title, tags, note, is_favorite, is_read, saved_at, status, reason)
     SELECT $1, u.line, u.url, u.canonical_url, u.title,
            CASE WHEN u.tags = '' THEN '{}'::text[] ELSE string_to_array(u.tags, E'\\x1f') END,
            u.note, u.favorite, u.read, u.saved_at, u.status, u.reason
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::boolean[],
                   $9::boolean[], $10::timestamptz[], $11::text[], $12::text[])
         AS u(line, url, canonical_url, title, tags, note, favorite, read, saved_at, status, reason)`,
    [
      jobId,
      value((raw) => raw.line),
      value((raw, check) => (check.ok ? check.row.url : raw.url.slice(0, 2048))),
      value((_raw, check) => (check.ok ? check.row.canonicalUrl : null)),
      value((raw, check) => (check.ok ? check.row.title : (raw.title?.slice(0, 300) ?? null))),
      value((_raw, check) => (check.ok ? check.row.tags.join('\u001f') : '')),
      value((_raw, check) => (check.ok ? check.row.note : null)),
      value((_raw, check) => check.ok && check.row.favorite),
      value((_raw, check) => check.ok && check.row.read),
      value((_raw, check) => (check.ok ? (check.row.savedAt?.toISOString() ?? null) : null)),
      value((_raw, check) => (check.ok ? 'pending' : 'skipped')),
      value((_raw, check) => (check.ok ? null : check.reason)),
    ],
  );
}
