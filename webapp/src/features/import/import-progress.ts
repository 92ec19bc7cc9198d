import type { ImportJob } from '@vault/contracts';
import { formatNumber } from '../../lib/format';

/** Still moving: the screen polls its progress. */
export function isImportActive(job: Pick<ImportJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}

/** Share of the file handled so far (stored, skipped or failed), 0–100. */
export function importPercent(
  job: Pick<ImportJob, 'total' | 'done' | 'failed' | 'skipped'>,
): number {
  if (job.total === 0) return 100;
  return Math.min(100, Math.round(((job.done + job.failed + job.skipped) / job.total) * 100));
}

/** One line a person reads: "1,200 of 20,000 imported · 3 failed · 12 skipped". */
export function importSummary(job: ImportJob): string {
  const parts = [`${formatNumber(job.done)} of ${formatNumber(job.total)} imported`];
  if (job.merged) parts.push(`${formatNumber(job.merged)} already in your library (merged)`);
  if (job.failed) parts.push(`${formatNumber(job.failed)} failed`);
  if (job.skipped) parts.push(`${formatNumber(job.skipped)} skipped`);
  if (job.awaitingQuota) parts.push(`${formatNumber(job.awaitingQuota)} waiting for extraction`);
  return parts.join(' · ');
}

export const IMPORT_STATUS_LABELS: Record<ImportJob['status'], string> = {
  queued: 'Starting',
  running: 'Importing',
  completed: 'Finished',
  cancelled: 'Cancelled',
};
