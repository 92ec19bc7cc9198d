import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchHighlightPage, highlightKeys, type HighlightFilters } from './highlights-api';

/** The library's highlights for one set of filters, newest first; Load More follows the cursor. */
export function useHighlightList(filters: HighlightFilters) {
  return useInfiniteQuery({
    queryKey: highlightKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchHighlightPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}
