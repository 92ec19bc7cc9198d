import type { ContentItem } from '@vault/contracts';

/** How one cached list reacts to news about one item. */
export type ListChange = 'insert' | 'patch' | 'remove' | 'refetch' | 'none';

export interface ListChangeInput {
  /** The list already holds the item. */
  cached: boolean;
  /** The item fits the list's filters; `undefined` for a search, which only the server can judge. */
  matches: boolean | undefined;
  /** The item was just saved (or saved again), so it now belongs at the top of the list. */
  saved: boolean;
}

/**
 * A saved item goes to the top of every list it fits and makes searches ask again. A changed item
 * is patched where it is, and leaves a list it no longer fits (unread once read, favourites once
 * unfavourited). Items a list does not hold are left to the server's next answer.
 */
export function decideListChange({ cached, matches, saved }: ListChangeInput): ListChange {
  if (matches === false) return cached ? 'remove' : 'none';
  if (saved) return matches ? 'insert' : 'refetch';
  return cached ? 'patch' : 'none';
}

/**
 * Whether a live `content.updated` event announces a save the list has not seen: the server
 * publishes new items as `queued`. Other events about unknown items concern older pages.
 */
export function isNewSave(item: ContentItem, cached: boolean): boolean {
  return !cached && item.extractionStatus === 'queued';
}
