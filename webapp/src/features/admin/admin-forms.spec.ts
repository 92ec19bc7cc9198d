import { describe, expect, it } from 'vitest';
import {
  INVALID_GRANT,
  parseGrant,
  parseUpgrade,
  SELECTION_REQUIRED,
  shortPaymentId,
} from './admin-forms';

describe('admin forms', () => {
  it('needs a user and a plan to upgrade', () => {
    expect(parseUpgrade('', 'pro')).toEqual({ ok: false, error: SELECTION_REQUIRED });
    expect(parseUpgrade('4', '')).toEqual({ ok: false, error: SELECTION_REQUIRED });
    expect(parseUpgrade('4', 'gold')).toEqual({ ok: false, error: SELECTION_REQUIRED });
    expect(parseUpgrade('4', 'premium')).toEqual({ ok: true, userId: 4, plan: 'premium' });
  });

  it('needs a user and a whole amount from 1 to 1000 to grant', () => {
    for (const amount of ['', '0', '-1', '1001', '2.5', 'abc']) {
      expect(parseGrant('3', amount, '')).toEqual({ ok: false, error: INVALID_GRANT });
    }
    expect(parseGrant('', '100', '')).toEqual({ ok: false, error: INVALID_GRANT });
    expect(parseGrant('3', '1', '')).toMatchObject({ ok: true, creditAmount: 1 });
    expect(parseGrant('3', '1000', '  ')).toEqual({
      ok: true,
      userId: 3,
      creditAmount: 1000,
      description: 'Admin granted 1000 credits',
    });
    expect(parseGrant('3', '50', ' Thanks ')).toMatchObject({ description: 'Thanks' });
  });

  it('shows the last 8 characters of a payment id', () => {
    expect(shortPaymentId('pi_3NabcdefGHIJKLMN')).toBe('…GHIJKLMN');
    expect(shortPaymentId('short')).toBe('short');
    expect(shortPaymentId(null)).toBeNull();
  });
});
