import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  IMPORT_REPORT_PREVIEW_ROWS,
  type ImportFormat,
  type ImportJobDetail,
  type ImportSkippedRow,
  type ImportStarted,
  LIMITS,
} from '@vault/contracts';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { JobQueue } from '../../queue/job-queue.js';
import { parseImportFile } from './formats/detect-format.js';
import { importErrors } from './import-errors.js';
import { ImportJobEntity } from './import-job.entity.js';
import { toImportJobDetail } from './import-job-response.js';
import type { ReceivedFile } from './import-upload.js';
import { checkRow, type RowCheck } from './row-validation.js';
import type { RawRow } from './formats/raw-row.js';

/** Rows written per INSERT when an upload is staged. */
const STAGE_CHUNK = 2_000;
const RECENT_IMPORTS = 20;
/** Files people open in a spreadsheet: formulas planted in their cells are refused. */
const SPREADSHEET_FORMATS = new Set<ImportFormat>(['pocket-csv', 'instapaper', 'readwise']);

/** Starts, reads and cancels imports; the rows are turned into items by `ImportProcessor`. */
@Injectable()
export class ImportService {
  private readonly logger = new Logger('ImportService');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ImportJobEntity) private readonly jobs: Repository<ImportJobEntity>,
    @Inject(JobQueue) private readonly queue: JobQueue,
  ) {}

  /**
   * Reads the file (format from its content), checks every row and stages them all with the
   * job; answers at once. A file that cannot be read imports nothing.
   */
  async start(userId: number, file: ReceivedFile): Promise<ImportStarted> {
    const parsed = await parseImportFile(file.buffer);
    if (parsed.rows.length === 0) throw importErrors.empty();
    if (parsed.rows.length > LIMITS.importRowsMax) throw importErrors.tooManyRows();
    const fromSpreadsheet = SPREADSHEET_FORMATS.has(parsed.format);
    const checked = parsed.rows.map((row) => ({ raw: row, check: checkRow(row, fromSpreadsheet) }));
    const skipped = checked.filter(({ check }) => !check.ok).length;
    const job = await this.dataSource.transaction(async (manager) => {
      const created = await manager.save(
        manager.create(ImportJobEntity, {
          userId,
          format: parsed.format,
          fileName: file.fileName,
          status: 'queued',
          total: checked.length,
          skipped,
        }),
      );
      for (let start = 0; start < checked.length; start += STAGE_CHUNK)
        await stageRows(manager, created.id, checked.slice(start, start + STAGE_CHUNK));
      return created;
    });
    await this.enqueueBatch(job.id, userId, 'start');
    this.logger.log(
      `Import ${job.id}: ${parsed.format}, ${checked.length} row(s), ${skipped} skipped at once`,
    );
    return { id: job.id };
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
