import type { InfiniteData } from '@tanstack/react-query';
import type { ContentItem } from '@vault/contracts';
import type { ContentPage } from './content-api';
import { newerCopy } from './item-version';

/**
 * Pure edits of a cached infinite list (pages of items, newest first). Each returns the same object
 * when nothing changed, so TanStack Query does not re-render for events about other items.
 */
export type ContentPages = InfiniteData<ContentPage, string | null>;

export function listItems(data: ContentPages | undefined): ContentItem[] {
  return data ? data.pages.flatMap((page) => page.items) : [];
}

export function findItem(data: ContentPages, id: number): ContentItem | undefined {
  for (const page of data.pages) {
    const found = page.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

export function containsItem(data: ContentPages, id: number): boolean {
  return findItem(data, id) !== undefined;
}

/** Replaces the cached copy of an item with a newer one, wherever it is. */
export function patchItem(data: ContentPages, item: ContentItem): ContentPages {
  if (!containsItem(data, item.id)) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.items.some((entry) => entry.id === item.id)
        ? { ...page, items: page.items.map((entry) => (entry.id === item.id ? item : entry)) }
        : page,
    ),
  };
}

export function removeItem(data: ContentPages, id: number): ContentPages {
  if (!containsItem(data, id)) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.items.some((entry) => entry.id === id)
        ? { ...page, items: page.items.filter((entry) => entry.id !== id) }
        : page,
    ),
  };
}

/** Puts an item at the very top (a new save, or a link saved again), removing any older copy. */
export function insertItem(data: ContentPages, item: ContentItem): ContentPages {
  const [first, ...rest] = removeItem(data, item.id).pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [item, ...first.items] }, ...rest] };
}

/**
 * Merges a list answer into the cached one: per item the later version (by `updatedAt`) wins,
 * whether the cached list holds it or the tab heard of it elsewhere (`heard`, recent-saves.ts: an
 * event about an item the list did not hold yet). A refetch the server answered before an event
 * arrived must not undo what the event showed (an extraction finished, a favourite flipped
 * elsewhere); a newer copy that no longer `fits` the list leaves it. `heardSaves` are items saved
 * after the answer's request left that fit this list: when the answer lacks them they go on top,
 * as the save or its event had put them.
 */
export function keepNewerItems(
  cached: ContentPages | undefined,
  answer: ContentPages,
  heardSaves: readonly ContentItem[] = [],
  heard: ReadonlyMap<number, ContentItem> = new Map(),
  fits: (item: ContentItem) => boolean = () => true,
): ContentPages {
  const known = new Map(listItems(cached).map((item) => [item.id, item]));
  const localCopy = (id: number): ContentItem | undefined => {
    const inList = known.get(id);
    const elsewhere = heard.get(id);
    return inList && elsewhere ? newerCopy(elsewhere, inList) : (inList ?? elsewhere);
  };
  let changed = false;
  const pages = answer.pages.map((page) => {
    let pageChanged = false;
    const items = page.items.flatMap((item) => {
      const kept = newerCopy(localCopy(item.id), item);
      if (kept === item) return [item];
      pageChanged = true;
      return fits(kept) ? [kept] : [];
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, items };
  });
  const merged = changed ? { ...answer, pages } : answer;
  const missing = heardSaves.filter((item) => !containsItem(merged, item.id));
  if (missing.length === 0) return merged;
  const [first, ...rest] = merged.pages;
  if (!first) return merged;
  const onTop = missing.map((item) => newerCopy(localCopy(item.id), item));
  return { ...merged, pages: [{ ...first, items: [...onTop, ...first.items] }, ...rest] };
}
