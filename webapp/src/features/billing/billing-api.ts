import type {
  BillingPortalRequest,
  BillingPortalResponse,
  CreateSubscriptionResponse,
  PlanName,
} from '@vault/contracts';
import { TOP_UP } from '@vault/contracts';
import { apiSend } from '../../lib/api';

export const PLANS_KEY = ['/api/subscription/plans'] as const;

/** `POST /api/create-subscription {plan}`: the price is the server's, never the browser's. */
export function createSubscription(plan: PlanName): Promise<CreateSubscriptionResponse> {
  return apiSend<CreateSubscriptionResponse>('POST', '/api/create-subscription', { plan });
}

/** `POST /api/create-topup {amount: 499}`: the one top-up on offer. */
export function createTopUp(): Promise<CreateSubscriptionResponse> {
  return apiSend<CreateSubscriptionResponse>('POST', '/api/create-topup', {
    amount: TOP_UP.amountCents,
  });
}

/** `POST /api/billing/portal`: the Stripe Customer Portal for change, cancel and invoices. */
export function openBillingPortal(
  returnPath: NonNullable<BillingPortalRequest['returnPath']>,
): Promise<BillingPortalResponse> {
  return apiSend<BillingPortalResponse>('POST', '/api/billing/portal', { returnPath });
}
