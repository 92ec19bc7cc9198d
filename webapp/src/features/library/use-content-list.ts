import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { fetchContentPage, type ContentPage } from './content-api';
import { listItems, type ContentPages } from './content-cache';
import type { ContentFilters } from './content-filters';
import { contentKeys, type ContentListKey } from './content-keys';
import { eventStreamConnectedAtom } from './live/stream-status';
import { refreshInterval } from './polling';

/**
 * The library list for one set of filters, 50 items a page; Load More follows the server's
 * next-page cursor. While new filters load, the previous results stay on screen.
 */
export function useContentList(filters: ContentFilters) {
  const streamConnected = useAtomValue(eventStreamConnectedAtom);
  return useInfiniteQuery<ContentPage, Error, ContentPages, ContentListKey, string | null>({
    queryKey: contentKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchContentPage(filters, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      refreshInterval('content', { streamConnected, items: listItems(query.state.data) }),
  });
}
