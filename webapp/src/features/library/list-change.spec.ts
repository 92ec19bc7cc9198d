import { describe, expect, it } from 'vitest';
import { decideListChange, isNewSave } from './list-change';
import { makeItem } from './test-content-item';

describe('decideListChange', () => {
  it('puts a save at the top of lists it fits, and asks searches again', () => {
    expect(decideListChange({ cached: false, matches: true, saved: true })).toBe('insert');
    expect(decideListChange({ cached: true, matches: true, saved: true })).toBe('insert');
    expect(decideListChange({ cached: false, matches: undefined, saved: true })).toBe('refetch');
    expect(decideListChange({ cached: false, matches: false, saved: true })).toBe('none');
  });

  it('patches a changed item where it is, or drops it from a list it no longer fits', () => {
    expect(decideListChange({ cached: true, matches: true, saved: false })).toBe('patch');
    expect(decideListChange({ cached: true, matches: undefined, saved: false })).toBe('patch');
    expect(decideListChange({ cached: true, matches: false, saved: false })).toBe('remove');
  });

  it('ignores changes to items the list does not hold', () => {
    expect(decideListChange({ cached: false, matches: true, saved: false })).toBe('none');
    expect(decideListChange({ cached: false, matches: undefined, saved: false })).toBe('none');
  });

  it('asks a favourites or unread list again for a changed item it now fits but lacks', () => {
    const change = { cached: false, saved: false, byFlag: true };
    expect(decideListChange({ ...change, matches: true })).toBe('refetch');
    expect(decideListChange({ ...change, matches: false })).toBe('none');
    expect(decideListChange({ ...change, cached: true, matches: true })).toBe('patch');
  });
});

describe('isNewSave', () => {
  it('recognises a queued item the list has not seen', () => {
    expect(isNewSave(makeItem(1, { extractionStatus: 'queued' }), false)).toBe(true);
    expect(isNewSave(makeItem(1, { extractionStatus: 'queued' }), true)).toBe(false);
    expect(isNewSave(makeItem(1, { extractionStatus: 'completed' }), false)).toBe(false);
  });
});
