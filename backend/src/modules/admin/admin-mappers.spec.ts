import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  likePattern,
  toCreditTransaction,
  toPlatformCounts,
  toStatusCounts,
  windowStart,
} from './admin-mappers.js';

describe('admin mappers', () => {
  it('computes the conversion rate as a percentage with one decimal', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(1, 8)).toBe(12.5);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(5, 5)).toBe(100);
  });

  it('starts a 30-day window at UTC midnight 29 days back', () => {
    expect(windowStart(new Date('2026-03-31T23:59:00Z'), 30).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
  });

  it('maps a ledger row to the contract shape', () => {
    expect(
      toCreditTransaction({
        id: 7,
        transaction_type: 'admin_grant',
        description: 'Admin granted 5 credits',
        credit_amount: 5,
        balance_after: 15,
        created_at: new Date('2026-01-01T00:00:00Z'),
        username: 'ann',
        admin_username: null,
        stripe_payment_id: null,
      }),
    ).toEqual({
      id: 7,
      transactionType: 'admin_grant',
      description: 'Admin granted 5 credits',
      creditAmount: 5,
      balanceAfter: 15,
      createdAt: '2026-01-01T00:00:00.000Z',
      user: { username: 'ann' },
      adminUser: null,
      stripePaymentId: null,
    });
  });

  it('keeps known platforms and statuses only, filling missing statuses with 0', () => {
    expect(
      toPlatformCounts([
        { platform: 'reddit', count: 2 },
        { platform: 'myspace', count: 1 },
      ]),
    ).toEqual({ reddit: 2 });
    expect(toStatusCounts([{ status: 'failed', count: 3 }])).toEqual({
      pending: 0,
      queued: 0,
      processing: 0,
      completed: 0,
      failed: 3,
    });
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
