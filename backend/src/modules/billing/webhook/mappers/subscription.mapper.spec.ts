import { describe, expect, it } from 'vitest';
import { mapSubscription, type SubscriptionFields } from './subscription.mapper.js';

const prices = { pro: 'price_pro', premium: 'price_premium' };
const periodStart = Date.UTC(2026, 2, 15, 10) / 1000;

function subscription(overrides: Partial<SubscriptionFields> = {}): SubscriptionFields {
  return {
    id: 'sub_1',
    customer: 'cus_1',
    status: 'active',
    metadata: { userId: '7', plan: 'pro' },
    items: { data: [{ price: { id: 'price_premium' }, current_period_start: periodStart }] },
    ...overrides,
  };
}

describe('mapSubscription', () => {
  it('reads the plan from the configured price, before the plan named at checkout', () => {
    expect(mapSubscription(subscription(), prices)).toEqual({
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      userId: 7,
      plan: 'premium',
      status: 'active',
      periodStart: new Date('2026-03-15T10:00:00Z'),
      ended: false,
    });
  });

  it('falls back to the plan named in the metadata for a price it does not know', () => {
    const other = subscription({
      items: { data: [{ price: { id: 'price_legacy' }, current_period_start: periodStart }] },
      metadata: { plan: 'Premium' },
    });
    expect(mapSubscription(other, prices)).toMatchObject({ plan: 'premium', userId: null });
    expect(mapSubscription({ ...other, metadata: {} }, prices).plan).toBeNull();
    expect(mapSubscription({ ...other, metadata: { plan: 'free' } }, prices).plan).toBeNull();
  });

  it.each([
    ['active', false],
    ['past_due', false],
    ['unpaid', false],
    ['canceled', true],
    ['incomplete_expired', true],
  ] as const)('a %s subscription has ended: %s', (status, ended) => {
    expect(mapSubscription(subscription({ status }), prices)).toMatchObject({ status, ended });
  });
});
