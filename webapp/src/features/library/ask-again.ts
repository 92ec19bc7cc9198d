import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * Marks queries stale and asks again, even when a request is already in flight. Plain
 * invalidation joins a first request still on its way (no data yet), and that request may have
 * left before the change it is meant to show (a save heard of on the event stream): its answer
 * would then stand as fresh. Cancelling it first makes the next answer one sent after the change.
 */
export async function askAgain(
  queryClient: QueryClient,
  filters: InvalidateQueryFilters,
): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
