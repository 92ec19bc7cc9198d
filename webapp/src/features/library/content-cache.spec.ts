import { describe, expect, it } from 'vitest';
import {
  containsItem,
  insertItem,
  keepNewerItems,
  listItems,
  patchItem,
  removeItem,
  type ContentPages,
} from './content-cache';
import { makeItem } from './test-content-item';

function pages(...ids: number[][]): ContentPages {
  return {
    pages: ids.map((page, index) => ({
      items: page.map((id) => makeItem(id)),
      nextCursor: index < ids.length - 1 ? `c${index + 1}` : null,
    })),
    pageParams: ids.map((_, index) => (index === 0 ? null : `c${index}`)),
  };
}

const ids = (data: ContentPages) => data.pages.map((page) => page.items.map((item) => item.id));

describe('infinite list cache edits', () => {
  it('lists and finds items across pages', () => {
    const data = pages([3, 2], [1]);
    expect(listItems(data).map((item) => item.id)).toEqual([3, 2, 1]);
    expect(listItems(undefined)).toEqual([]);
    expect(containsItem(data, 1)).toBe(true);
    expect(containsItem(data, 9)).toBe(false);
  });

  it('patches an item in place on whichever page it is', () => {
    const data = pages([3, 2], [1]);
    const patched = patchItem(data, makeItem(1, { title: 'Done' }));
    expect(ids(patched)).toEqual([[3, 2], [1]]);
    expect(patched.pages[1]!.items[0]!.title).toBe('Done');
    expect(patched.pages[0]).toBe(data.pages[0]);
    expect(patched.pageParams).toBe(data.pageParams);
  });

  it('leaves the data untouched when the item is not cached', () => {
    const data = pages([3, 2], [1]);
    expect(patchItem(data, makeItem(9))).toBe(data);
    expect(removeItem(data, 9)).toBe(data);
  });

  it('removes an item and keeps the cursors', () => {
    const data = pages([3, 2], [1]);
    const removed = removeItem(data, 2);
    expect(ids(removed)).toEqual([[3], [1]]);
    expect(removed.pages[0]!.nextCursor).toBe('c1');
  });

  it('inserts at the top, moving an existing copy rather than duplicating it', () => {
    const data = pages([3, 2], [1]);
    expect(ids(insertItem(data, makeItem(4)))).toEqual([[4, 3, 2], [1]]);
    expect(ids(insertItem(data, makeItem(1, { title: 'again' })))).toEqual([[1, 3, 2], []]);
    const empty: ContentPages = { pages: [], pageParams: [] };
    expect(insertItem(empty, makeItem(1))).toBe(empty);
  });

  it('keeps the newer copy of each item when a list answer arrives after an event', () => {
    const cached = pages([3, 2], [1]);
    const fromEvent = makeItem(2, { title: 'Done', updatedAt: '2026-01-02T00:00:00.000Z' });
    const withEvent = patchItem(cached, fromEvent);
    const staleAnswer = pages([4, 3, 2], [1]);
    staleAnswer.pages[0]!.items[2] = makeItem(2, { updatedAt: '2026-01-01T00:00:00.000Z' });
    const merged = keepNewerItems(withEvent, staleAnswer);
    expect(ids(merged)).toEqual([[4, 3, 2], [1]]);
    expect(merged.pages[0]!.items[2]!.title).toBe('Done');
    // Newer answers win, and an answer with nothing older is returned as it is.
    const fresh = pages([4, 3, 2], [1]);
    fresh.pages[0]!.items[2] = makeItem(2, {
      title: 'Later',
      updatedAt: '2026-01-03T00:00:00.000Z',
    });
    expect(keepNewerItems(withEvent, fresh)).toBe(fresh);
    expect(keepNewerItems(undefined, fresh)).toBe(fresh);
  });

  it('keeps the newer copy of an item heard of before the list held it', () => {
    // The event saying the extraction finished came while the answer bringing the item was on
    // its way: the cached list did not hold the item then.
    const cached = pages([3], [1]);
    const answer = pages([4, 3], [1]);
    answer.pages[0]!.items[0] = makeItem(4, { extractionStatus: 'processing' });
    const completed = makeItem(4, {
      extractionStatus: 'completed',
      updatedAt: '2026-01-05T00:00:00.000Z',
    });
    const merged = keepNewerItems(cached, answer, [], new Map([[4, completed]]));
    expect(ids(merged)).toEqual([[4, 3], [1]]);
    expect(merged.pages[0]!.items[0]!.extractionStatus).toBe('completed');
    // An older copy heard of does not replace the answer's.
    const older = makeItem(4, { updatedAt: '2025-12-01T00:00:00.000Z' });
    expect(keepNewerItems(cached, answer, [], new Map([[4, older]]))).toBe(answer);
  });

  it('drops an item whose newer copy no longer fits the list', () => {
    // Unfavourited elsewhere while the Favorites list was being fetched.
    const answer = pages([4, 3], [1]);
    const unfavourited = makeItem(3, { title: 'x', updatedAt: '2026-01-05T00:00:00.000Z' });
    const merged = keepNewerItems(
      undefined,
      answer,
      [],
      new Map([[3, unfavourited]]),
      (item) => item.title !== 'x',
    );
    expect(ids(merged)).toEqual([[4], [1]]);
  });

  it('keeps on top a save heard of after the answer left, which the answer could not hold', () => {
    const withSave = insertItem(pages([3], [1]), makeItem(4, { extractionStatus: 'queued' }));
    const answer = pages([3], [1]);
    const completed = makeItem(4, {
      extractionStatus: 'completed',
      updatedAt: '2026-01-05T00:00:00.000Z',
    });
    // The list holds the queued copy, the registry heard of it completing: the newer one shows.
    const merged = keepNewerItems(withSave, answer, [completed]);
    expect(ids(merged)).toEqual([[4, 3], [1]]);
    expect(merged.pages[0]!.items[0]!.extractionStatus).toBe('completed');
    // No cached list yet (the first answer left before the save): the save still shows.
    expect(ids(keepNewerItems(undefined, pages([]), [completed]))).toEqual([[4]]);
    // An answer that has the item keeps its place and is not duplicated.
    expect(ids(keepNewerItems(withSave, pages([4, 3], [1]), [completed]))).toEqual([[4, 3], [1]]);
  });
});
