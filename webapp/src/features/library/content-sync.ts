import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ContentDetail, ContentItem } from '@vault/contracts';
import { CURRENT_USER_KEY } from '../auth/auth-api';
import { askAgain } from './ask-again';
import { findItem, insertItem, patchItem, removeItem, type ContentPages } from './content-cache';
import { matchesFilters } from './content-filters';
import { contentKeys, type ContentListKey } from './content-keys';
import { newerCopy } from './item-version';
import { decideListChange, isNewSave } from './list-change';
import { forgetSave, noteChange, noteSave } from './recent-saves';

/**
 * Where news of an item comes from: a save the user made (it goes to the top), a change the user
 * made, or the live event stream (where a new save shows as an unknown queued item).
 */
export type ItemOrigin = 'save' | 'change' | 'event';

/**
 * Keeps every cached view of the library (lists and detail pages) in step with an item the server
 * sent back, so a change shows everywhere at once without asking the server again.
 */
export function syncItem(
  queryClient: QueryClient,
  incoming: ContentItem,
  origin: ItemOrigin,
): void {
  // Remembered even when no list is loaded yet: the first answer may have left before the save.
  if (origin === 'save' || (origin === 'event' && incoming.extractionStatus === 'queued'))
    noteSave(incoming);
  else noteChange(incoming);
  const detail = queryClient.getQueryData<ContentDetail>(contentKeys.detail(incoming.id));
  if (detail !== undefined) {
    const next = newerCopy(detail, incoming);
    // Events and list answers carry only the list's fields: keep the detail page's own parts,
    // and ask again once an extraction has finished and made new ones.
    queryClient.setQueryData<ContentDetail>(contentKeys.detail(incoming.id), {
      ...next,
      readableHtml: detail.readableHtml,
      discussion: detail.discussion,
      thread: detail.thread,
      media: detail.media,
      transcript: detail.transcript,
      chapters: detail.chapters,
    });
    // Work after the extraction (stored media, reader images) changes the detail's parts too.
    const changedAfterExtraction =
      origin === 'event' &&
      detail.extractionStatus === 'completed' &&
      next.updatedAt !== detail.updatedAt;
    if (
      (next.extractionStatus === 'completed' && detail.extractionStatus !== 'completed') ||
      changedAfterExtraction
    )
      void queryClient.invalidateQueries({
        queryKey: contentKeys.detail(incoming.id),
        exact: true,
      });
  }
  for (const [key, data] of queryClient.getQueriesData<ContentPages>({
    queryKey: contentKeys.lists(),
  })) {
    const [, , filters] = key as ContentListKey;
    if (!data) {
      // A favourites or unread list still on its first request, which may have left before this
      // change was saved: that answer would lack the item, so the list asks again.
      if (origin !== 'save' && filters.filter && matchesFilters(incoming, filters) === true)
        void askAgain(queryClient, { queryKey: key, exact: true });
      continue;
    }
    const copy = findItem(data, incoming.id);
    const cached = copy !== undefined;
    const item = newerCopy(copy, incoming);
    const saved = origin === 'save' || (origin === 'event' && isNewSave(item, cached));
    const byFlag = filters.filter !== undefined;
    switch (decideListChange({ cached, matches: matchesFilters(item, filters), saved, byFlag })) {
      case 'insert':
        queryClient.setQueryData<ContentPages>(key, insertItem(data, item));
        break;
      case 'patch':
        queryClient.setQueryData<ContentPages>(key, patchItem(data, item));
        break;
      case 'remove':
        queryClient.setQueryData<ContentPages>(key, removeItem(data, item.id));
        break;
      case 'refetch':
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
        break;
      case 'none':
        break;
    }
  }
}

/** Drops a deleted item from every list; an open detail page asks again and shows 'Content not found'. */
export function forgetItem(queryClient: QueryClient, id: number): void {
  forgetSave(id);
  for (const [key, data] of queryClient.getQueriesData<ContentPages>({
    queryKey: contentKeys.lists(),
  })) {
    if (data) queryClient.setQueryData<ContentPages>(key, removeItem(data, id));
  }
  void queryClient.invalidateQueries({ queryKey: contentKeys.detail(id), exact: true });
}

/** Counts and the monthly allowance change with saves, deletions and failed extractions. */
export function refreshCounts(queryClient: QueryClient): void {
  void askAgain(queryClient, { queryKey: contentKeys.stats() });
  void askAgain(queryClient, { queryKey: CURRENT_USER_KEY });
}

export type ContentSnapshot = [QueryKey, unknown][];

/** Everything cached about the library, taken before an optimistic change so it can be undone. */
export async function snapshotContent(queryClient: QueryClient): Promise<ContentSnapshot> {
  // A fetch answering after the optimistic change would overwrite it with the old state.
  await queryClient.cancelQueries({ queryKey: contentKeys.all });
  return queryClient.getQueriesData({ queryKey: contentKeys.all });
}

export function restoreContent(queryClient: QueryClient, snapshot: ContentSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
