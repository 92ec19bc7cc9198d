import { describe, expect, it } from 'vitest';
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
