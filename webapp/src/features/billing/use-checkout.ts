import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSubscriptionResponse, PlanName } from '@vault/contracts';
import { useNavigate } from 'react-router';
import { showToast } from '../../components/toaster';
import { CURRENT_USER_KEY } from '../auth/auth-api';
import { useCurrentUser } from '../auth/use-current-user';
import { createSubscription, createTopUp } from './billing-api';
import {
  authenticationRequired,
  type CheckoutOutcome,
  type CheckoutSource,
  checkoutFailure,
  checkoutSuccess,
} from './checkout-outcome';

type Request = { kind: 'plan'; plan: PlanName } | { kind: 'topup' };

/**
 * Upgrade or top-up: Stripe Checkout when the server answers its address; otherwise (development
 * mode) the change applied at once, so the current user is refreshed and the browser moves on.
 */
export function useCheckout(source: CheckoutSource) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useCurrentUser();

  const follow = (outcome: CheckoutOutcome) => {
    if (outcome.toast) showToast(outcome.toast);
    if (outcome.checkoutUrl) window.location.assign(outcome.checkoutUrl);
    const redirect = outcome.redirect;
    if (!redirect) return;
    window.setTimeout(() => {
      // Server addresses (sign-in) load in full; app pages keep the refreshed cache.
      if (redirect.to.startsWith('/api/')) window.location.assign(redirect.to);
      else void navigate(redirect.to);
    }, redirect.delayMs);
  };

  const mutation = useMutation({
    mutationFn: (request: Request): Promise<CreateSubscriptionResponse> =>
      request.kind === 'plan' ? createSubscription(request.plan) : createTopUp(),
    onSuccess: async (response) => {
      if (!response.checkoutUrl)
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      follow(checkoutSuccess(response, source));
    },
    onError: (error) => follow(checkoutFailure(error, source)),
  });

  const start = (request: Request) => {
    if (!user) {
      showToast(authenticationRequired(request.kind === 'topup' ? 'topup' : source));
      return;
    }
    mutation.mutate(request);
  };

  return {
    subscribe: (plan: PlanName) => start({ kind: 'plan', plan }),
    topUp: () => start({ kind: 'topup' }),
    isPending: mutation.isPending,
    /** What is being bought right now, to show a spinner on that button only. */
    pending: mutation.isPending ? mutation.variables : undefined,
  };
}
