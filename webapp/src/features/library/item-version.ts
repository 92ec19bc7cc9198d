import type { ContentItem } from '@vault/contracts';

/**
 * The more recent of two copies of an item. Answers and live events can arrive out of order (the
 * answer to a save may come after the event saying its extraction finished), so a copy never
 * replaces one the server changed later. On a tie the incoming copy wins: it arrived last.
 */
export function newerCopy(cached: ContentItem | undefined, incoming: ContentItem): ContentItem {
  if (!cached) return incoming;
  return Date.parse(cached.updatedAt) > Date.parse(incoming.updatedAt) ? cached : incoming;
}
