import type { PlanName } from './enums.js';
import { FEED_LIMITS } from './feeds.js';

const GIGABYTE = 1024 ** 3;

export interface PlanDefinition {
  name: PlanName;
  label: string;
  /** USD per month. */
  price: number;
  extractionLimit: number;
  /**
   * Bytes of saved posts' media, reader-view images and page copies Vault keeps for the plan;
   * 0 keeps the lead image only (lead images are kept on every plan and not counted).
   */
  storageAllowanceBytes: number;
  features: string[];
  mostPopular: boolean;
}

/**
 * The plan catalog: the single source of every price, limit and feature text shown anywhere
 * (landing, FAQ, pricing, upgrade, metadata). Free is 10 a month, premium 750, top-up credits never expire.
 */
export const PLAN_CATALOG: readonly PlanDefinition[] = [
  {
    name: 'free',
    label: 'Free',
    price: 0,
    extractionLimit: 10,
    storageAllowanceBytes: 0,
    features: [
      '10 saves per month',
      'Every supported platform',
      'Search, favourites and unread',
      'Browser extension and WhatsApp saving',
    ],
    mostPopular: false,
  },
  {
    name: 'pro',
    label: 'Pro',
    price: 9,
    extractionLimit: 250,
    storageAllowanceBytes: 10 * GIGABYTE,
    features: [
      '250 extractions per month',
      'Quick notes and custom tags',
      'Media attachments (images, videos, PDF)',
      'Kanban boards',
      `Follow up to ${FEED_LIMITS.perPlan.pro} feeds`,
    ],
    mostPopular: true,
  },
  {
    name: 'premium',
    label: 'Premium',
    price: 19,
    extractionLimit: 750,
    storageAllowanceBytes: 100 * GIGABYTE,
    features: [
      '750 extractions per month',
      'Everything in Pro',
      `Follow up to ${FEED_LIMITS.perPlan.premium} feeds`,
      'Priority extraction queue',
      'Priority support',
    ],
    mostPopular: false,
  },
] as const;

export const TOP_UP = {
  /** Cents, as `POST /api/create-topup {amount}` sends it. */
  amountCents: 499,
  price: 4.99,
  credits: 100,
  expires: false,
} as const;

export const CURRENCY = 'USD';

export function findPlan(name: string | null | undefined): PlanDefinition {
  const normalised = (name ?? '').toLowerCase();
  return PLAN_CATALOG.find((plan) => plan.name === normalised) ?? PLAN_CATALOG[0]!;
}

/** Plan names are compared case-insensitively, and a non-active subscription counts as free (spec 3). */
export function effectivePlan(
  plan: string | null | undefined,
  status: string | null | undefined,
): PlanName {
  if ((status ?? 'active').toLowerCase() !== 'active') return 'free';
  return findPlan(plan).name;
}

export function isPaidPlan(plan: string | null | undefined, status?: string | null): boolean {
  return effectivePlan(plan, status) !== 'free';
}

/** Usage percentage for progress bars: rounded, capped at 100 (spec 9). */
export function usagePercent(count: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((count / limit) * 100));
}
