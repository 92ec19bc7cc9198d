import { createHash } from 'node:crypto';
import { FEED_LIMITS, LIMITS } from '@vault/contracts';
import type { FeedDocumentEntry } from './feed-document.js';

/** The key an entry is remembered by: bounded in size, whatever the feed uses as ids. */
export function entryKey(entry: Pick<FeedDocumentEntry, 'id'>): string {
  return createHash('sha256').update(entry.id).digest('hex');
}

/** Whether the entry's title or text contains one of the keywords (case-insensitive); no keywords: all. */
export function matchesKeywords(
  entry: Pick<FeedDocumentEntry, 'title' | 'text'>,
  keywords: readonly string[],
): boolean {
  if (keywords.length === 0) return true;
  const haystack = `${entry.title}\n${entry.text}`.toLocaleLowerCase();
  return keywords.some((keyword) => haystack.includes(keyword.toLocaleLowerCase()));
}

/** Keywords as stored: trimmed, blank ones dropped, each once (case-insensitive). */
export function normaliseKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const keyword of keywords.map((word) => word.trim())) {
    const key = keyword.toLocaleLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    kept.push(keyword);
  }
  return kept;
}

/** The tag a feed's entries carry: the feed's name, cut to a tag's length. */
export function feedTag(title: string): string {
  const tag = title.trim().replace(/\s+/g, ' ');
  if (!tag) return 'Feed';
  return tag.length <= LIMITS.tagMaxLength
    ? tag
    : `${tag.slice(0, LIMITS.tagMaxLength - 1).trimEnd()}…`;
}

/**
 * Of a fetched feed's entries (newest first), the ones to consider: unseen, at most the newest
 * `firstPollEntries` on a first check (the rest are remembered as seen without being saved).
 */
export function entriesToConsider(
  entries: readonly FeedDocumentEntry[],
  seen: ReadonlySet<string>,
  firstPoll: boolean,
): { consider: FeedDocumentEntry[]; skip: FeedDocumentEntry[] } {
  const recent = entries.slice(0, FEED_LIMITS.entriesPerPollMax);
  const unseen = recent.filter((entry) => !seen.has(entryKey(entry)));
  if (!firstPoll) return { consider: unseen, skip: [] };
  return {
    consider: unseen.slice(0, FEED_LIMITS.firstPollEntries),
    skip: unseen.slice(FEED_LIMITS.firstPollEntries),
  };
}
