import { type CreateSubscriptionResponse, UI_DURATIONS_MS } from '@vault/contracts';
import type { ToastOptions } from '../../components/toaster';
import { HttpError } from '../../lib/api';
import { serverMessage } from '../../lib/errors';

/** Where the payment was started: the Pricing page, the simple Upgrade page, or a top-up. */
export type CheckoutSource = 'pricing' | 'upgrade' | 'topup';

/** The sign-in address a signed-out person is sent to (spec 2.1, 8). */
export const LOGIN_PATH = '/api/login';

export interface CheckoutOutcome {
  toast?: ToastOptions;
  /** Leave the app for Stripe Checkout at once. */
  checkoutUrl?: string;
  /** Go to this address after `delayMs`. */
  redirect?: { to: string; delayMs: number };
}

/** A subscription or top-up answer: Stripe Checkout, or a change that applied at once (spec 4). */
export function checkoutSuccess(
  response: CreateSubscriptionResponse,
  source: CheckoutSource,
): CheckoutOutcome {
  if (response.checkoutUrl) return { checkoutUrl: response.checkoutUrl };
  const title = source === 'topup' ? 'Topup Successful' : 'Upgrade Successful';
  return {
    toast: { type: 'success', title, description: response.message },
    ...(response.redirectUrl
      ? { redirect: { to: response.redirectUrl, delayMs: UI_DURATIONS_MS.checkoutRedirect } }
      : {}),
  };
}

/** The toasts of spec 8 for a failed upgrade or top-up. */
export function checkoutFailure(error: unknown, source: CheckoutSource): CheckoutOutcome {
  if (source === 'upgrade') {
    return {
      toast: {
        type: 'error',
        title: 'Upgrade Failed',
        description: serverMessage(error) ?? 'Failed to process upgrade',
      },
    };
  }
  if (error instanceof HttpError && error.status === 401) {
    return {
      toast: {
        type: 'error',
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
      },
      redirect: { to: LOGIN_PATH, delayMs: UI_DURATIONS_MS.unauthorizedRedirect },
    };
  }
  if (source === 'topup') {
    return {
      toast: {
        type: 'error',
        title: 'Topup Failed',
        description: 'Failed to initiate topup payment',
      },
    };
  }
  if (error instanceof Error && error.message.includes('Invalid Stripe price ID')) {
    return {
      toast: {
        type: 'error',
        title: 'Configuration Required',
        description:
          'Payment system needs to be configured with valid Stripe price IDs. Please contact support.',
      },
    };
  }
  return {
    toast: {
      type: 'error',
      title: 'Upgrade Failed',
      description: 'Failed to initiate subscription upgrade',
    },
  };
}

/** Asked without a signed-in user (spec 5). */
export function authenticationRequired(source: CheckoutSource): ToastOptions {
  return {
    type: 'error',
    title: 'Authentication Required',
    description:
      source === 'topup' ? 'Please log in to purchase topup' : 'Please log in to upgrade your plan',
  };
}
