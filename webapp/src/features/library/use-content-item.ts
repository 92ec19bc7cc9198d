import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { fetchContentItem } from './content-api';
import { contentKeys } from './content-keys';
import { eventStreamConnectedAtom } from './live/stream-status';
import { refreshInterval } from './polling';

/** One item for its detail page; `id` is NaN for a malformed address, which never asks. */
export function useContentItem(id: number) {
  const streamConnected = useAtomValue(eventStreamConnectedAtom);
  return useQuery({
    queryKey: contentKeys.detail(id),
    queryFn: () => fetchContentItem(id),
    enabled: Number.isSafeInteger(id) && id > 0,
    refetchInterval: (query) =>
      refreshInterval('content', {
        streamConnected,
        items: query.state.data ? [query.state.data] : [],
      }),
  });
}
