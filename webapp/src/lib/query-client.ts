import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api';

/** The default fetcher (spec 7): a GET on the first element of the query key, parsed as JSON. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiGet(String(queryKey[0]));

/** No retries, no refetch on focus, data never stale unless a query says otherwise (spec 7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
