import { useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@vault/contracts';
import { useAtomValue } from 'jotai';
import { fetchContentStats } from './content-api';
import { contentKeys } from './content-keys';
import { eventStreamConnectedAtom } from './live/stream-status';
import { refreshInterval } from './polling';

/** Total and monthly counts; polled every 10 s only while `itemsOnScreen` are being extracted. */
export function useContentStats(itemsOnScreen: readonly ContentItem[]) {
  const streamConnected = useAtomValue(eventStreamConnectedAtom);
  return useQuery({
    queryKey: contentKeys.stats(),
    queryFn: fetchContentStats,
    refetchInterval: refreshInterval('stats', { streamConnected, items: itemsOnScreen }),
  });
}
