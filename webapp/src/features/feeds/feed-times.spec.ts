import { describe, expect, it } from 'vitest';
import { formatUntil } from './feed-times';

describe('formatUntil', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('says how soon the next check is', () => {
    expect(formatUntil('2026-05-01T12:00:20Z', now)).toBe('soon');
    expect(formatUntil('2026-05-01T11:00:00Z', now)).toBe('soon');
    expect(formatUntil('2026-05-01T12:01:00Z', now)).toBe('in 1 minute');
    expect(formatUntil('2026-05-01T12:58:00Z', now)).toBe('in 58 minutes');
    expect(formatUntil('2026-05-01T14:00:00Z', now)).toBe('in 2 hours');
    expect(formatUntil('2026-05-02T12:00:00Z', now)).toBe('in 1 day');
  });
});
