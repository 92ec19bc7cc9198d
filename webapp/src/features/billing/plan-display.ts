import {
  effectivePlan,
  findPlan,
  formatDollars,
  isPaidPlan,
  type PlanName,
  type User,
} from '@vault/contracts';
import { formatUtcDay } from '../../lib/english-dates';
import { formatNumber } from '../../lib/format';

/** A price in USD as the pricing screens show it: $0, $9, $4.99. */
export function formatPrice(price: number): string {
  return formatDollars(price, false);
}

/** The day the monthly allowance renews, such as 'Mar 15, 2026'. */
export function formatResetDate(iso: string): string {
  return formatUtcDay(new Date(iso));
}

/** Credits in words: '1 credit', '100 credits'. */
export function formatCredits(credits: number): string {
  return `${formatNumber(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** The subscription status in words; a status other than active counts as free (spec 3). */
export function statusLabel(status: string): string {
  const normalised = status.toLowerCase();
  if (normalised === 'active') return 'Active';
  const words = normalised.replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

type BillingUser = Pick<User, 'subscriptionPlan' | 'subscriptionStatus' | 'stripeSubscriptionId'>;

/** A paying user manages plan changes, cancellation and invoices in the Stripe Customer Portal. */
export function hasSubscription(user: BillingUser | null | undefined): boolean {
  return Boolean(user?.stripeSubscriptionId);
}

export type PlanAction =
  | { kind: 'current' }
  | { kind: 'subscribe'; label: string }
  | { kind: 'portal' }
  | { kind: 'none' };

/**
 * What a plan card offers the signed-in user: nothing on their own plan; the Customer Portal for a
 * paying user (plan changes and cancellation happen there); otherwise an upgrade, or in
 * development mode (no Stripe) a direct switch.
 */
export function planAction(
  user: BillingUser,
  plan: PlanName,
  options: { stripeEnabled: boolean },
): PlanAction {
  const current = effectivePlan(user.subscriptionPlan, user.subscriptionStatus);
  if (current === plan) return { kind: 'current' };
  if (hasSubscription(user) && isPaidPlan(user.subscriptionPlan)) return { kind: 'portal' };
  const target = findPlan(plan);
  if (plan === 'free') {
    return options.stripeEnabled
      ? { kind: 'none' }
      : { kind: 'subscribe', label: 'Switch to Free' };
  }
  const upgrade = target.price > findPlan(current).price;
  return { kind: 'subscribe', label: `${upgrade ? 'Upgrade to' : 'Switch to'} ${target.label}` };
}
