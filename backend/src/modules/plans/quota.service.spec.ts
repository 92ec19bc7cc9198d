import { describe, expect, it } from 'vitest';
import { currentPeriodStart } from './quota.service.js';

describe('currentPeriodStart', () => {
  it.each([
    ['2026-01-15T10:00:00Z', '2026-01-20T00:00:00Z', '2026-01-15T10:00:00.000Z'],
    ['2026-01-15T10:00:00Z', '2026-02-15T10:00:00Z', '2026-02-15T10:00:00.000Z'],
    ['2026-01-15T10:00:00Z', '2026-05-01T00:00:00Z', '2026-04-15T10:00:00.000Z'],
    ['2026-01-31T00:00:00Z', '2026-03-01T00:00:00Z', '2026-02-28T00:00:00.000Z'],
  ])('a period begun %s, seen at %s, now starts %s', (start, now, expected) => {
    expect(currentPeriodStart(new Date(start), new Date(now)).toISOString()).toBe(expected);
  });
});
