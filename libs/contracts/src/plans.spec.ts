import { describe, expect, it } from 'vitest';
import { formatBytes, LIMITS, MEDIA_NOT_KEPT } from './limits.js';
import {
  effectivePlan,
  findPlan,
  isPaidPlan,
  PLAN_CATALOG,
  TOP_UP,
  usagePercent,
} from './plans.js';

describe('plan catalog', () => {
  it('has the three plans with the spec prices and limits', () => {
    expect(PLAN_CATALOG.map((p) => [p.name, p.price, p.extractionLimit])).toEqual([
      ['free', 0, 10],
      ['pro', 9, 250],
      ['premium', 19, 750],
    ]);
    expect(TOP_UP).toMatchObject({ amountCents: 499, credits: 100, expires: false });
  });

  it('compares plan names case-insensitively and treats unknown names as free', () => {
    expect(findPlan('Premium').name).toBe('premium');
    expect(findPlan('PRO').extractionLimit).toBe(250);
    expect(findPlan('gold').name).toBe('free');
    expect(findPlan(null).name).toBe('free');
  });

  it('counts a non-active subscription as free', () => {
    expect(effectivePlan('pro', 'active')).toBe('pro');
    expect(effectivePlan('pro', 'past_due')).toBe('free');
    expect(effectivePlan('Premium', 'ACTIVE')).toBe('premium');
    expect(isPaidPlan('premium', 'canceled')).toBe(false);
    expect(isPaidPlan('pro')).toBe(true);
  });

  it('rounds usage and caps the bar at 100', () => {
    expect(usagePercent(3, 10)).toBe(30);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(12, 10)).toBe(100);
    expect(usagePercent(0, 0)).toBe(100);
  });
});

describe('storage allowance', () => {
  it('keeps the lead image only on free, 10 GB on Pro, 100 GB on Premium', () => {
    expect(PLAN_CATALOG.map((plan) => [plan.name, plan.storageAllowanceBytes])).toEqual([
      ['free', 0],
      ['pro', 10 * 1024 ** 3],
      ['premium', 100 * 1024 ** 3],
    ]);
  });

  it('writes bytes as people read them, and the reasons a file was not kept', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(24 * 1024)).toBe('24 KB');
    expect(formatBytes(10 * 1024 ** 3)).toBe('10 GB');
    expect(MEDIA_NOT_KEPT.allowanceFull(10 * 1024 ** 3, 10 * 1024 ** 3)).toBe(
      'Storage allowance full: 10 GB of 10 GB used',
    );
    expect(MEDIA_NOT_KEPT.tooLarge(LIMITS.storedVideoMaxBytes)).toBe('Larger than 200 MB');
  });
});
