import {
  effectivePlan,
  findPlan,
  formatCompactCount,
  groupDigits,
  type User,
} from '@vault/contracts';

type NamedUser = Pick<User, 'username' | 'firstName' | 'lastName'>;

/** First and last name when the user has one, otherwise the username. */
export function displayName(user: NamedUser): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user.username;
}

/** The label of the plan a user effectively has (a non-active subscription counts as free). */
export function planLabel(plan: string | null | undefined, status?: string | null): string {
  return findPlan(effectivePlan(plan, status)).label;
}

/** A count with thousands separators: 1,234. */
export function formatNumber(value: number): string {
  return groupDigits(value);
}

/** Engagement counts in short form: 950, 1.2K, 3.4M (spec 2.8). */
export function formatCount(value: number): string {
  return formatCompactCount(value);
}
