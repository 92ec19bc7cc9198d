import {
  infiniteQueryOptions,
  keepPreviousData,
  replaceEqualDeep,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { fetchContentPage, type ContentPage } from './content-api';
import { keepNewerItems, listItems, type ContentPages } from './content-cache';
import { matchesFilters, type ContentFilters } from './content-filters';
import { contentKeys, type ContentListKey } from './content-keys';
import { eventStreamConnectedAtom } from './live/stream-status';
import { refreshInterval } from './polling';
import { heardCopies, savesHeardAfter } from './recent-saves';

/**
 * What a list query is for one set of filters, wherever it starts: the dashboard's hook, or the
 * app's start when it puts the entry script's answer in the cache (prime-first-page.ts). The
 * query keeps the options of the fetch that started it, so an answer fetched before the hook
 * mounted is merged the same way.
 */
export function contentListQuery(filters: ContentFilters) {
  return infiniteQueryOptions<ContentPage, Error, ContentPages, ContentListKey, string | null>({
    queryKey: contentKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchContentPage(filters, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // A refetch racing an event keeps the event's newer copy of an item, and a save it could not
    // have seen yet (see keepNewerItems).
    structuralSharing: (cached, answer) => {
      const pages = answer as ContentPages;
      const heardSaves = savesHeardAfter(pages.pages[0]?.requestedAt ?? Date.now()).filter(
        (item) => matchesFilters(item, filters) === true,
      );
      return replaceEqualDeep(
        cached,
        keepNewerItems(
          cached as ContentPages | undefined,
          pages,
          heardSaves,
          heardCopies(),
          // A search's matches only the server can judge: a newer copy stays in it.
          (item) => matchesFilters(item, filters) !== false,
        ),
      );
    },
  });
}

/**
 * The library list for one set of filters, 50 items a page; Load More follows the server's
 * next-page cursor. While new filters load, the previous results stay on screen.
 */
export function useContentList(filters: ContentFilters) {
  const streamConnected = useAtomValue(eventStreamConnectedAtom);
  return useInfiniteQuery({
    ...contentListQuery(filters),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      refreshInterval('content', { streamConnected, items: listItems(query.state.data) }),
  });
}
