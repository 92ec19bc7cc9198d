import { describe, expect, it } from 'vitest';
import { usageResetDate } from './user-response.js';

describe('usageResetDate', () => {
  it.each([
    ['2026-01-15T10:00:00Z', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T00:00:00Z', '2026-02-28T00:00:00.000Z'],
    ['2028-01-31T00:00:00Z', '2028-02-29T00:00:00.000Z'],
    ['2026-12-05T08:30:00Z', '2027-01-05T08:30:00.000Z'],
  ])('a period starting %s renews on %s', (start, expected) => {
    expect(usageResetDate(new Date(start)).toISOString()).toBe(expected);
  });
});
