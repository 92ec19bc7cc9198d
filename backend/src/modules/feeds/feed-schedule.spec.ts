import { describe, expect, it } from 'vitest';
import { nextPollAfterFailure, nextPollAfterSuccess, retryAfterMs } from './feed-schedule.js';

const now = new Date('2026-03-01T12:00:00Z');
const minutesAfter = (date: Date) => (date.getTime() - now.getTime()) / 60_000;

describe('feed schedule', () => {
  it('reads Retry-After as seconds or an HTTP date, capped at a day', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sun, 01 Mar 2026 13:00:00 GMT', now)).toBe(3_600_000);
    expect(retryAfterMs('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('9999999', now)).toBe(24 * 3_600_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });

  it('waits the interval, or the ttl when longer, at most a day', () => {
    expect(minutesAfter(nextPollAfterSuccess(60, null, now))).toBe(60);
    expect(minutesAfter(nextPollAfterSuccess(60, 30, now))).toBe(60);
    expect(minutesAfter(nextPollAfterSuccess(60, 180, now))).toBe(180);
    expect(minutesAfter(nextPollAfterSuccess(60, 100_000, now))).toBe(24 * 60);
  });

  it('doubles the wait per failure in a row, at most a day, or longer when Retry-After asks', () => {
    expect(minutesAfter(nextPollAfterFailure(60, 1, null, now))).toBe(120);
    expect(minutesAfter(nextPollAfterFailure(60, 2, null, now))).toBe(240);
    expect(minutesAfter(nextPollAfterFailure(60, 30, null, now))).toBe(24 * 60);
    expect(minutesAfter(nextPollAfterFailure(15, 1, 5 * 3_600_000, now))).toBe(300);
  });
});
