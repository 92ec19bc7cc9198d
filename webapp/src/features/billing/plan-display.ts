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

/** Said wherever usage shows: a save that fails or that the library had already costs nothing. */
export const FREE_SAVES_NOTE = 'Failed and duplicate saves are free.';

/** '8 of 10 extractions left': the month's allowance, as every screen words it. */
export function extractionsLeft(user: Pick<User, 'usageCount' | 'usageLimit'>): string {
  const left = Math.max(0, user.usageLimit - user.usageCount);
  return `${formatNumber(left)} of ${formatNumber(user.usageLimit)} extractions left`;
}

/** '8 saved this month'. */
export function savedThisMonth(count: number): string {
  return `${formatNumber(count)} saved this month`;
}

/** '8 saved this month · 8 of 10 extractions left' (the allowance alone until the count is known). */
export function usageSummary(
  user: Pick<User, 'usageCount' | 'usageLimit'>,
  saved: number | undefined,
): string {
  return saved === undefined
    ? extractionsLeft(user)
    : `${savedThisMonth(saved)} · ${extractionsLeft(user)}`;
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
