import { describe, expect, it } from 'vitest';
import { newerCopy } from './item-version';
import { makeItem } from './test-content-item';

describe('newerCopy', () => {
  const queued = makeItem(1, {
    extractionStatus: 'queued',
    updatedAt: '2026-01-01T10:00:00.000Z',
  });
  const completed = makeItem(1, {
    extractionStatus: 'completed',
    updatedAt: '2026-01-01T10:00:01.000Z',
  });

  it('keeps a later cached copy over an older one arriving late', () => {
    expect(newerCopy(completed, queued)).toBe(completed);
  });

  it('takes the incoming copy when it is newer, equally new, or nothing is cached', () => {
    expect(newerCopy(queued, completed)).toBe(completed);
    const processing = { ...queued, extractionStatus: 'processing' as const };
    expect(newerCopy(queued, processing)).toBe(processing);
    expect(newerCopy(undefined, queued)).toBe(queued);
  });
});
