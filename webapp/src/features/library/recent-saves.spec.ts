import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRecentSaves,
  forgetSave,
  heardCopies,
  noteChange,
  noteSave,
  savesHeardAfter,
} from './recent-saves';
import { makeItem } from './test-content-item';

afterEach(() => clearRecentSaves());

const idsAfter = (time: number) => savesHeardAfter(time).map((item) => item.id);

describe('recent saves', () => {
  it('lists the saves heard of after a time, newest first, with their latest copy', () => {
    noteSave(makeItem(1, { extractionStatus: 'queued' }), 1_000);
    noteSave(makeItem(2, { extractionStatus: 'queued' }), 2_000);
    noteChange(
      makeItem(1, { extractionStatus: 'completed', updatedAt: '2026-01-09T00:00:00.000Z' }),
      2_500,
    );
    expect(idsAfter(500)).toEqual([2, 1]);
    expect(idsAfter(1_500)).toEqual([2]);
    expect(savesHeardAfter(500)[1]!.extractionStatus).toBe('completed');
  });

  it('ignores changes to items it never heard saved, and forgets deleted ones', () => {
    noteChange(makeItem(7), 500);
    expect(idsAfter(0)).toEqual([]);
    noteSave(makeItem(3), 1_000);
    forgetSave(3);
    expect(idsAfter(0)).toEqual([]);
  });

  it('keeps the latest copy of every item heard of, saved or not, until deleted', () => {
    noteChange(makeItem(7, { extractionStatus: 'processing' }), 1_000);
    noteChange(
      makeItem(7, { extractionStatus: 'completed', updatedAt: '2026-01-09T00:00:00.000Z' }),
      2_000,
    );
    // An older copy arriving late does not replace the newer one.
    noteChange(makeItem(7, { extractionStatus: 'processing' }), 3_000);
    noteSave(makeItem(8, { extractionStatus: 'queued' }), 3_000);
    expect(heardCopies().get(7)?.extractionStatus).toBe('completed');
    expect([...heardCopies().keys()].sort()).toEqual([7, 8]);
    forgetSave(7);
    expect([...heardCopies().keys()]).toEqual([8]);
    noteChange(makeItem(9), 3_000 + 121_000);
    expect([...heardCopies().keys()]).toEqual([9]);
  });

  it('forgets saves after two minutes', () => {
    noteSave(makeItem(1), 1_000);
    noteSave(makeItem(2), 1_000 + 121_000);
    expect(idsAfter(0)).toEqual([2]);
  });
});
