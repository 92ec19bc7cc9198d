import { describe, expect, it } from 'vitest';
import { currentPeriodStart, currentUsage, usageResetDate } from './usage-period.js';

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

describe('currentUsage', () => {
  const stored = { usageCount: 7, usagePeriodStart: new Date('2026-03-10T09:00:00Z') };

  it('keeps the count within the stored period, resetting on the period day', () => {
    const usage = currentUsage(stored, new Date('2026-03-20T00:00:00Z'));
    expect(usage.count).toBe(7);
    expect(usage.resetsAt.toISOString()).toBe('2026-04-10T09:00:00.000Z');
  });

  it('reads a period that has ended as a fresh one, with no roll-over', () => {
    const usage = currentUsage(stored, new Date('2026-05-11T00:00:00Z'));
    expect(usage.count).toBe(0);
    expect(usage.periodStart.toISOString()).toBe('2026-05-10T09:00:00.000Z');
    expect(usage.resetsAt.toISOString()).toBe('2026-06-10T09:00:00.000Z');
  });
});
