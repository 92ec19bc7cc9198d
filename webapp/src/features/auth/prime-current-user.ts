import type { QueryClient } from '@tanstack/react-query';
import { earlyRequestStartedAt } from '../../lib/early-requests';
import { settledWithin } from '../../lib/settled-within';
import { CURRENT_USER_KEY, fetchCurrentUser } from './auth-api';

/** Longest the app waits for the user before its first render; later, it renders a spinner first. */
export const PRIME_WAIT_MS = 1_000;

/**
 * Before the app's first render: when the entry script already asked who is signed in
 * (early-requests.ts), waits for that answer (at most PRIME_WAIT_MS) and puts it in the cache. The
 * first render is then the page itself, in one render that yields to the browser (a transition),
 * instead of a spinner followed by the whole page in one update that cannot yield (a query's
 * answer re-renders its readers at once).
 */
export async function primeCurrentUser(queryClient: QueryClient): Promise<void> {
  if (earlyRequestStartedAt(CURRENT_USER_KEY[0]) === undefined) return;
  const prefetched = queryClient.prefetchQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
  });
  await settledWithin(prefetched, PRIME_WAIT_MS);
}
