import { FEED_LIMITS } from '@vault/contracts';

const MINUTE_MS = 60_000;

/**
 * Seconds or an HTTP date (RFC 9110 `Retry-After`), as a delay from `now` in milliseconds; null
 * when absent or unreadable. Capped at a day, so a site cannot park a feed for good.
 */
export function retryAfterMs(header: string | undefined, now: Date): number | null {
  const value = header?.trim();
  if (!value) return null;
  const cap = FEED_LIMITS.maxBackoffMinutes * MINUTE_MS;
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, cap);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.min(Math.max(0, date - now.getTime()), cap);
}

/** The next check after a successful one: the feed's interval, or longer when its `ttl` asks. */
export function nextPollAfterSuccess(
  intervalMinutes: number,
  ttlMinutes: number | null,
  now: Date,
): Date {
  const minutes = Math.min(
    Math.max(intervalMinutes, ttlMinutes ?? 0),
    FEED_LIMITS.maxIntervalMinutes,
  );
  return new Date(now.getTime() + minutes * MINUTE_MS);
}

/**
 * The next check after the `failures`-th failure in a row: the interval doubled per failure (at
 * most a day), or later when the site said when to come back.
 */
export function nextPollAfterFailure(
  intervalMinutes: number,
  failures: number,
  retryAfter: number | null,
  now: Date,
): Date {
  const backoff = Math.min(
    intervalMinutes * 2 ** Math.min(failures, 16),
    FEED_LIMITS.maxBackoffMinutes,
  );
  return new Date(now.getTime() + Math.max(backoff * MINUTE_MS, retryAfter ?? 0));
}
