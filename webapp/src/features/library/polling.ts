import { REFRESH_INTERVALS_MS, type ContentItem } from '@vault/contracts';

export function isPending(item: ContentItem): boolean {
  return item.extractionStatus === 'queued' || item.extractionStatus === 'processing';
}

export interface PollingInput {
  /** The live event stream is open, so changes arrive without asking. */
  streamConnected: boolean;
  /** The items on screen. */
  items: readonly ContentItem[];
}

/**
 * The fallback refresh (spec 4): content every 5 s and stats every 10 s, but only while something
 * on screen is still being extracted and the live event stream is down. Otherwise no polling.
 */
export function refreshInterval(
  kind: keyof typeof REFRESH_INTERVALS_MS,
  { streamConnected, items }: PollingInput,
): number | false {
  if (streamConnected || !items.some(isPending)) return false;
  return REFRESH_INTERVALS_MS[kind];
}
