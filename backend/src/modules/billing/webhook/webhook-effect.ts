import type { ChargeRefunded } from './mappers/charge-refunded.mapper.js';
import type { CheckoutCompletion } from './mappers/checkout-session-completed.mapper.js';
import type { SubscriptionState } from './mappers/subscription.mapper.js';

/** What one Stripe event does to our data, worked out before the transaction that applies it. */
export type WebhookEffect =
  | {
      kind: 'subscription';
      /** As Stripe has it now (re-read), whatever order the events arrive in. */
      state: SubscriptionState;
      /** The user the checkout named, for a subscription not linked yet. */
      userId: number | null;
      /** A paid period began: the allowance renews if it is later than the current one. */
      startsPeriod: boolean;
    }
  | { kind: 'top-up'; purchase: Extract<CheckoutCompletion, { kind: 'top-up' }> }
  | { kind: 'refund'; refund: ChargeRefunded }
  | { kind: 'none'; reason: string };
