import { LIMITS, PLAN_NAMES, type PlanName } from '@vault/contracts';

export interface ToastText {
  title: string;
  description: string;
}

export const SELECTION_REQUIRED: ToastText = {
  title: 'Selection Required',
  description: 'Please select a user and plan',
};

export const INVALID_GRANT: ToastText = {
  title: 'Invalid Input',
  description: 'Please select a user and enter a valid credit amount',
};

/** The quick upgrade form (spec 5): both a user and a plan, else 'Selection Required'. */
export function parseUpgrade(
  userId: string,
  plan: string,
): { ok: true; userId: number; plan: PlanName } | { ok: false; error: ToastText } {
  const id = Number(userId);
  if (
    !userId ||
    !Number.isInteger(id) ||
    id < 1 ||
    !(PLAN_NAMES as readonly string[]).includes(plan)
  ) {
    return { ok: false, error: SELECTION_REQUIRED };
  }
  return { ok: true, userId: id, plan: plan as PlanName };
}

/**
 * The grant form (spec 5, 9): a user and a whole amount from 1 to 1000, else 'Invalid Input'.
 * An empty description becomes 'Admin granted {amount} credits'.
 */
export function parseGrant(
  userId: string,
  amount: string,
  description: string,
):
  | { ok: true; userId: number; creditAmount: number; description: string }
  | { ok: false; error: ToastText } {
  const id = Number(userId);
  const credits = Number(amount);
  if (
    !userId ||
    !Number.isInteger(id) ||
    id < 1 ||
    amount.trim() === '' ||
    !Number.isInteger(credits) ||
    credits < LIMITS.creditGrantMin ||
    credits > LIMITS.creditGrantMax
  ) {
    return { ok: false, error: INVALID_GRANT };
  }
  return {
    ok: true,
    userId: id,
    creditAmount: credits,
    description: description.trim() || defaultGrantDescription(credits),
  };
}

export function defaultGrantDescription(amount: number): string {
  return `Admin granted ${amount} credits`;
}

/** The last 8 characters of a payment id, as the history shows it. */
export function shortPaymentId(id: string | null | undefined): string | null {
  if (!id) return null;
  return id.length > 8 ? `…${id.slice(-8)}` : id;
}
