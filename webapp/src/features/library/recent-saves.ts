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

function prune(now: number): void {
  for (const [id, entry] of recent) if (now - entry.heardAt > KEEP_MS) recent.delete(id);
}

/**
 * Saves this tab heard of in the last two minutes. A list request sent before a save committed
 * answers without it; merging that answer must not drop the item the save or its event showed
 * (content-cache.ts, keepNewerItems), or the item stays hidden until a reload.
 */
export function noteSave(item: ContentItem, now = Date.now()): void {
  prune(now);
  recent.set(item.id, { item: newerCopy(recent.get(item.id)?.item, item), heardAt: now });
}

/** A later copy of an item heard of as saved (its extraction finished), kept for the same merge. */
export function noteChange(item: ContentItem): void {
  const entry = recent.get(item.id);
  if (entry) entry.item = newerCopy(entry.item, item);
}

export function forgetSave(id: number): void {
  recent.delete(id);
}

/** The saves heard of after `time`, newest first (the order they go on top of a list). */
export function savesHeardAfter(time: number): ContentItem[] {
  return [...recent.values()]
    .filter((entry) => entry.heardAt > time)
    .sort((a, b) => b.heardAt - a.heardAt)
    .map((entry) => entry.item);
}

/** For tests: forget everything. */
export function clearRecentSaves(): void {
  recent.clear();
}
