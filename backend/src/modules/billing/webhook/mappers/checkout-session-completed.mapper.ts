import { TOP_UP } from '@vault/contracts';
import type Stripe from 'stripe';
import { idOf, userIdOf } from './stripe-ids.js';

export type CheckoutSessionFields = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'mode'
  | 'client_reference_id'
  | 'customer'
  | 'subscription'
  | 'payment_intent'
  | 'payment_status'
  | 'metadata'
>;

export type CheckoutCompletion =
  | { kind: 'subscription'; userId: number; customerId: string | null; subscriptionId: string }
  | {
      kind: 'top-up';
      userId: number;
      customerId: string | null;
      /** What the ledger and a later refund know the payment by: the PaymentIntent, else the session. */
      paymentId: string;
      credits: number;
    }
  | { kind: 'ignored'; reason: string };

/**
 * `checkout.session.completed`: a subscription to link to the user of `client_reference_id`, or a
 * paid top-up to credit. The credits are the catalog's, never a number read from the session.
 */
export function mapCheckoutSessionCompleted(session: CheckoutSessionFields): CheckoutCompletion {
  const userId = userIdOf(session.client_reference_id) ?? userIdOf(session.metadata?.userId);
  if (userId === null) return { kind: 'ignored', reason: 'no user reference' };
  const customerId = idOf(session.customer);
  if (session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return { kind: 'ignored', reason: 'no subscription' };
    return { kind: 'subscription', userId, customerId, subscriptionId };
  }
  if (session.mode === 'payment' && session.metadata?.kind === 'topup') {
    if (session.payment_status !== 'paid') return { kind: 'ignored', reason: 'not paid yet' };
    return {
      kind: 'top-up',
      userId,
      customerId,
      paymentId: idOf(session.payment_intent) ?? session.id,
      credits: TOP_UP.credits,
    };
  }
  return { kind: 'ignored', reason: `mode ${session.mode} is not ours` };
}
