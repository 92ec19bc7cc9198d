import { describe, expect, it } from 'vitest';
import {
  containsItem,
  insertItem,
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
});
