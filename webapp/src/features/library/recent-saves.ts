import type { ContentItem } from '@vault/contracts';
import { newerCopy } from './item-version';

/** Long enough to outlast any list request in flight when a save was heard of. */
const KEEP_MS = 120_000;

interface RecentSave {
  item: ContentItem;
  /** When this tab heard of the save (its own answer or a live event), on the page's clock. */
  heardAt: number;
}

const recent = new Map<number, RecentSave>();

/**
 * The latest copy of every item this tab heard of in the last two minutes (saves, events, its own
 * changes), including items no cached list holds yet: an event can arrive while the list answer
 * that brings its item is on its way, and that answer's older copy must not stand.
 */
const heard = new Map<number, RecentSave>();

function prune(now: number): void {
  for (const registry of [recent, heard])
    for (const [id, entry] of registry) if (now - entry.heardAt > KEEP_MS) registry.delete(id);
}

function noteCopy(item: ContentItem, now: number): void {
  heard.set(item.id, { item: newerCopy(heard.get(item.id)?.item, item), heardAt: now });
}

/**
 * Saves this tab heard of in the last two minutes. A list request sent before a save committed
 * answers without it; merging that answer must not drop the item the save or its event showed
 * (content-cache.ts, keepNewerItems), or the item stays hidden until a reload.
 */
export function noteSave(item: ContentItem, now = Date.now()): void {
  prune(now);
  recent.set(item.id, { item: newerCopy(recent.get(item.id)?.item, item), heardAt: now });
  noteCopy(item, now);
}

/** A later copy of an item (its extraction finished, a favourite flipped), kept for the same merge. */
export function noteChange(item: ContentItem, now = Date.now()): void {
  prune(now);
  const entry = recent.get(item.id);
  if (entry) entry.item = newerCopy(entry.item, item);
  noteCopy(item, now);
}

export function forgetSave(id: number): void {
  recent.delete(id);
  heard.delete(id);
}

/** The saves heard of after `time`, newest first (the order they go on top of a list). */
export function savesHeardAfter(time: number): ContentItem[] {
  return [...recent.values()]
    .filter((entry) => entry.heardAt > time)
    .sort((a, b) => b.heardAt - a.heardAt)
    .map((entry) => entry.item);
}

/** The latest copy of each item heard of lately, by id (see `heard`). */
export function heardCopies(): ReadonlyMap<number, ContentItem> {
  return new Map([...heard].map(([id, entry]) => [id, entry.item]));
}

/** For tests: forget everything. */
export function clearRecentSaves(): void {
  recent.clear();
  heard.clear();
}
