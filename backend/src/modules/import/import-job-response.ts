import {
  IMPORT_FORMAT_LABELS,
  type ImportJob,
  type ImportJobDetail,
  type ImportSkippedRow,
} from '@vault/contracts';
import type { ImportJobEntity } from './import-job.entity.js';

export function toImportJob(job: ImportJobEntity): ImportJob {
  return {
    id: job.id,
    format: job.format,
    formatLabel: IMPORT_FORMAT_LABELS[job.format],
    fileName: job.fileName,
    status: job.status,
    total: job.total,
    done: job.done,
    merged: job.merged,
    failed: job.failed,
    skipped: job.skipped,
    awaitingQuota: job.awaitingQuota,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export function toImportJobDetail(
  job: ImportJobEntity,
  skippedRows: ImportSkippedRow[],
): ImportJobDetail {
  return { ...toImportJob(job), skippedRows };
}
