import { describe, expect, it } from 'vitest';
import {
  formatCredits,
  formatPrice,
  formatResetDate,
  hasSubscription,
  planAction,
  statusLabel,
} from './plan-display';

const free = { subscriptionPlan: 'free', subscriptionStatus: 'active', stripeSubscriptionId: null };

describe('plan display', () => {
  it('formats prices, reset dates, credits and statuses', () => {
    expect([formatPrice(0), formatPrice(9), formatPrice(19), formatPrice(4.99)]).toEqual([
      '$0',
      '$9',
      '$19',
      '$4.99',
    ]);
    expect(formatResetDate('2026-03-15T10:00:00.000Z')).toBe('Mar 15, 2026');
    expect([formatCredits(0), formatCredits(1), formatCredits(1500)]).toEqual([
      '0 credits',
      '1 credit',
      '1,500 credits',
    ]);
    expect([statusLabel('active'), statusLabel('past_due'), statusLabel('ACTIVE')]).toEqual([
      'Active',
      'Past due',
      'Active',
    ]);
  });

  it('knows a paying user by the Stripe subscription', () => {
    expect(hasSubscription(free)).toBe(false);
    expect(hasSubscription({ ...free, stripeSubscriptionId: 'sub_1' })).toBe(true);
    expect(hasSubscription(null)).toBe(false);
  });
});

describe('planAction', () => {
  const stripe = { stripeEnabled: true };
  const dev = { stripeEnabled: false };

  it('offers upgrades to a free user and nothing on the current plan', () => {
    expect(planAction(free, 'free', stripe)).toEqual({ kind: 'current' });
    expect(planAction(free, 'pro', stripe)).toEqual({ kind: 'subscribe', label: 'Upgrade to Pro' });
    expect(planAction(free, 'premium', dev)).toEqual({
      kind: 'subscribe',
      label: 'Upgrade to Premium',
    });
  });

  it('sends a paying user to the Customer Portal for every other plan', () => {
    const paying = {
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_1',
    };
    expect(planAction(paying, 'pro', stripe)).toEqual({ kind: 'current' });
    expect(planAction(paying, 'premium', stripe)).toEqual({ kind: 'portal' });
    expect(planAction(paying, 'free', stripe)).toEqual({ kind: 'portal' });
  });

  it('counts a past-due subscription as free, whose payment is fixed in the portal', () => {
    const pastDue = {
      subscriptionPlan: 'Pro',
      subscriptionStatus: 'past_due',
      stripeSubscriptionId: 'sub_1',
    };
    expect(planAction(pastDue, 'free', stripe)).toEqual({ kind: 'current' });
    expect(planAction(pastDue, 'pro', stripe)).toEqual({ kind: 'portal' });
  });

  it('switches plans directly in development mode', () => {
    const premium = {
      subscriptionPlan: 'premium',
      subscriptionStatus: 'active',
      stripeSubscriptionId: null,
    };
    expect(planAction(premium, 'pro', dev)).toEqual({ kind: 'subscribe', label: 'Switch to Pro' });
    expect(planAction(premium, 'free', dev)).toEqual({
      kind: 'subscribe',
      label: 'Switch to Free',
    });
    expect(planAction(premium, 'free', stripe)).toEqual({ kind: 'none' });
  });
});
