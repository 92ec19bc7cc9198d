import type { ImportJob } from '@vault/contracts';
import { describe, expect, it } from 'vitest';
import { importPercent, importSummary, isImportActive } from './import-progress';

const job = (fields: Partial<ImportJob>): ImportJob => ({
  id: 1,
  format: 'url-list',
  formatLabel: 'A plain list of URLs, one per line',
  fileName: 'links.txt',
  status: 'running',
  total: 20_000,
  done: 0,
  merged: 0,
  failed: 0,
  skipped: 0,
  awaitingQuota: 0,
  createdAt: '2026-11-22T08:00:00.000Z',
  finishedAt: null,
  ...fields,
});

describe('import progress', () => {
  it('counts stored, skipped and failed rows as handled', () => {
    expect(importPercent(job({ done: 9_000, skipped: 500, failed: 500 }))).toBe(50);
    expect(importPercent(job({ total: 0 }))).toBe(100);
  });

  it('says what happened in one line', () => {
    expect(importSummary(job({ done: 1_200, skipped: 12, failed: 3, merged: 5 }))).toBe(
      '1,200 of 20,000 imported · 5 already in your library (merged) · 3 failed · 12 skipped',
    );
  });

  it('polls only queued and running imports', () => {
    expect(isImportActive(job({ status: 'queued' }))).toBe(true);
    expect(isImportActive(job({ status: 'completed' }))).toBe(false);
    expect(isImportActive(job({ status: 'cancelled' }))).toBe(false);
  });
});
