import type { QueryClient } from '@tanstack/react-query';
import { earlyRequestStartedAt } from '../../lib/early-requests';
import { settledWithin } from '../../lib/settled-within';
import { fetchContentStats } from './content-api';
import { contentKeys } from './content-keys';
import { CONTENT_STATS_PATH, UNFILTERED, contentListPath } from './content-filters';
import { contentListQuery } from './use-content-list';

/** Longest the app waits for the library before its first render (as for the user). */
export const LIBRARY_PRIME_WAIT_MS = 1_000;

/**
 * Before the app's first render on the dashboard: when the entry script already asked for the
 * first page of the library and the counts (early-requests.ts), waits for those answers (at most
 * LIBRARY_PRIME_WAIT_MS) and puts them in the cache under the keys the dashboard reads. Its first
 * render is then the cards themselves: without this it was six placeholder cards, committed and
 * laid out, followed by a second render of the real cards when the answer reached the query, the
 * largest paint of the page coming a whole render later.
 */
export async function primeLibraryFirstPage(queryClient: QueryClient): Promise<void> {
  const work: Promise<unknown>[] = [];
  if (earlyRequestStartedAt(contentListPath(UNFILTERED, null)) !== undefined) {
    work.push(
      // The dashboard's own query options: its answer is merged as the dashboard merges one.
      queryClient.prefetchInfiniteQuery(contentListQuery(UNFILTERED)),
    );
  }
  if (earlyRequestStartedAt(CONTENT_STATS_PATH) !== undefined) {
    work.push(
      queryClient.prefetchQuery({ queryKey: contentKeys.stats(), queryFn: fetchContentStats }),
    );
  }
  if (work.length > 0) await settledWithin(Promise.all(work), LIBRARY_PRIME_WAIT_MS);
}
