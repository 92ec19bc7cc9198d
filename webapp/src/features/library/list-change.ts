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
  /** The list holds the items with a flag a change can set (favourites, unread). */
  byFlag?: boolean;
}

/**
 * A saved item goes to the top of every list it fits and makes searches ask again. A changed item
 * is patched where it is, and leaves a list it no longer fits (unread once read, favourites once
 * unfavourited). A list of favourites or unread items that lacks a changed item it now fits asks
 * the server again: the change may have given it the flag, and an answer sent before the change
 * was saved left it out. Other lists leave items they do not hold to their next answer (an older
 * page, say).
 */
export function decideListChange({
  cached,
  matches,
  saved,
  byFlag = false,
}: ListChangeInput): ListChange {
  if (matches === false) return cached ? 'remove' : 'none';
  if (saved) return matches ? 'insert' : 'refetch';
  if (cached) return 'patch';
  return matches && byFlag ? 'refetch' : 'none';
}

/**
 * Whether a live `content.updated` event announces a save the list has not seen: the server
 * publishes new items as `queued`. Other events about unknown items concern older pages.
 */
export function isNewSave(item: ContentItem, cached: boolean): boolean {
  return !cached && item.extractionStatus === 'queued';
}
