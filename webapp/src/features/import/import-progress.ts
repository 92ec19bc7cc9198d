import { groupDigits, type ImportJob } from '@vault/contracts';

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
  const number = groupDigits;
  const parts = [`${number(job.done)} of ${number(job.total)} imported`];
  if (job.merged) parts.push(`${number(job.merged)} already in your library (merged)`);
  if (job.failed) parts.push(`${number(job.failed)} failed`);
  if (job.skipped) parts.push(`${number(job.skipped)} skipped`);
  if (job.awaitingQuota) parts.push(`${number(job.awaitingQuota)} waiting for extraction`);
  return parts.join(' · ');
}

export const IMPORT_STATUS_LABELS: Record<ImportJob['status'], string> = {
  queued: 'Starting',
  running: 'Importing',
  completed: 'Finished',
  cancelled: 'Cancelled',
};
