import { describe, expect, it } from 'vitest';
import {
  type CheckoutSessionFields,
  mapCheckoutSessionCompleted,
} from './checkout-session-completed.mapper.js';

const base: CheckoutSessionFields = {
  id: 'cs_1',
  mode: 'subscription',
  client_reference_id: '42',
  customer: 'cus_1',
  subscription: 'sub_1',
  payment_intent: null,
  payment_status: 'paid',
  metadata: { userId: '42', kind: 'subscription', plan: 'pro' },
};

describe('mapCheckoutSessionCompleted', () => {
  it('links a subscription to the user of client_reference_id', () => {
    expect(mapCheckoutSessionCompleted(base)).toEqual({
      kind: 'subscription',
      userId: 42,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
    });
  });

  it('reads expanded customer and subscription objects', () => {
    const session = {
      ...base,
      customer: { id: 'cus_2' },
      subscription: { id: 'sub_2' },
    } as unknown as CheckoutSessionFields;
    expect(mapCheckoutSessionCompleted(session)).toMatchObject({
      customerId: 'cus_2',
      subscriptionId: 'sub_2',
    });
  });

  it('credits a paid top-up with the catalog amount, known by its PaymentIntent', () => {
    const session: CheckoutSessionFields = {
      ...base,
      mode: 'payment',
      subscription: null,
      payment_intent: 'pi_1',
      metadata: { userId: '42', kind: 'topup', credits: '100000' },
    };
    expect(mapCheckoutSessionCompleted(session)).toEqual({
      kind: 'top-up',
      userId: 42,
      customerId: 'cus_1',
      paymentId: 'pi_1',
      credits: 100,
    });
  });

  it('waits for an unpaid top-up (delayed payment methods) and ignores foreign sessions', () => {
    const topUp: CheckoutSessionFields = {
      ...base,
      mode: 'payment',
      payment_status: 'unpaid',
      metadata: { kind: 'topup' },
    };
    expect(mapCheckoutSessionCompleted(topUp).kind).toBe('ignored');
    expect(mapCheckoutSessionCompleted({ ...base, mode: 'setup' }).kind).toBe('ignored');
    expect(
      mapCheckoutSessionCompleted({ ...base, client_reference_id: 'abc', metadata: {} }).kind,
    ).toBe('ignored');
  });
});
