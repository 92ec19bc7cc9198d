import type Stripe from 'stripe';
import { idOf } from './stripe-ids.js';

export type ChargeFields = Pick<
  Stripe.Charge,
  'id' | 'amount' | 'amount_refunded' | 'payment_intent'
>;

export interface ChargeRefunded {
  /** The payment the ledger credited: the PaymentIntent, else the charge itself. */
  paymentId: string;
  /** The share of the charge refunded so far (cumulative): 1 for a full refund. */
  refundedShare: number;
}

/** `charge.refunded`: how much of a payment has been given back. */
export function mapChargeRefunded(charge: ChargeFields): ChargeRefunded | null {
  if (charge.amount_refunded <= 0) return null;
  return {
    paymentId: idOf(charge.payment_intent) ?? charge.id,
    refundedShare: charge.amount > 0 ? Math.min(1, charge.amount_refunded / charge.amount) : 1,
  };
}
