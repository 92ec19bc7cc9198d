import { PLAN_NAMES, type PlanName } from '@vault/contracts';
import type Stripe from 'stripe';
import { dateOf, idOf, userIdOf } from './stripe-ids.js';

/** The configured Stripe price of each paid plan (`STRIPE_PRICE_PRO`, `STRIPE_PRICE_PREMIUM`). */
export interface PlanPrices {
  pro: string | null;
  premium: string | null;
}

export interface SubscriptionItemFields {
  price: Pick<Stripe.Price, 'id'>;
  current_period_start: number;
}

export interface SubscriptionFields extends Pick<
  Stripe.Subscription,
  'id' | 'customer' | 'status' | 'metadata'
> {
  items: { data: SubscriptionItemFields[] };
}

export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  /** From the subscription's metadata, set at checkout. */
  userId: number | null;
  /** The plan its price stands for; null for a price this app does not know. */
  plan: Exclude<PlanName, 'free'> | null;
  status: string;
  /** The start of the current billing period: the day the monthly allowance renews. */
  periodStart: Date | null;
  /** Over for good (`canceled`, `incomplete_expired`): the user goes back to free. */
  ended: boolean;
}

const ENDED = new Set(['canceled', 'incomplete_expired']);

function planOfPrice(priceId: string, prices: PlanPrices): Exclude<PlanName, 'free'> | null {
  if (prices.pro && priceId === prices.pro) return 'pro';
  if (prices.premium && priceId === prices.premium) return 'premium';
  return null;
}

/**
 * `customer.subscription.created|updated|deleted` and every event that re-reads a subscription:
 * the plan (by configured price, else the plan named at checkout), the status, the period.
 */
export function mapSubscription(
  subscription: SubscriptionFields,
  prices: PlanPrices,
): SubscriptionState {
  const items = subscription.items.data;
  const byPrice = items.map((item) => planOfPrice(item.price.id, prices)).find(Boolean) ?? null;
  const named = subscription.metadata?.plan?.toLowerCase();
  const byName =
    named && named !== 'free' && (PLAN_NAMES as readonly string[]).includes(named)
      ? (named as Exclude<PlanName, 'free'>)
      : null;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    userId: userIdOf(subscription.metadata?.userId),
    plan: byPrice ?? byName,
    status: subscription.status,
    periodStart: dateOf(items[0]?.current_period_start),
    ended: ENDED.has(subscription.status),
  };
}
