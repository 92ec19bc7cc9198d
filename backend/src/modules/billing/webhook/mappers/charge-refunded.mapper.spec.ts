import { describe, expect, it } from 'vitest';
import { type ChargeFields, mapChargeRefunded } from './charge-refunded.mapper.js';

const charge: ChargeFields = {
  id: 'ch_1',
  amount: 499,
  amount_refunded: 499,
  payment_intent: 'pi_1',
};

describe('mapChargeRefunded', () => {
  it('a full refund gives back the whole payment', () => {
    expect(mapChargeRefunded(charge)).toEqual({ paymentId: 'pi_1', refundedShare: 1 });
  });

  it('a partial refund gives back its share (cumulative, as Stripe reports it)', () => {
    expect(mapChargeRefunded({ ...charge, amount_refunded: 250 })?.refundedShare).toBeCloseTo(
      250 / 499,
    );
  });

  it('knows a charge without a PaymentIntent by its own id, and ignores nothing refunded', () => {
    expect(mapChargeRefunded({ ...charge, payment_intent: null })?.paymentId).toBe('ch_1');
    expect(mapChargeRefunded({ ...charge, amount_refunded: 0 })).toBeNull();
  });
});
