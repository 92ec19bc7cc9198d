import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toastInfo, toastSuccess } from '../../components/toaster';
import { CURRENT_USER_KEY } from '../auth/auth-api';

/** Stripe sends the browser back here; the payment itself arrives by webhook, so the user is re-read. */
const REFRESH_AFTER_MS = [0, 2_000, 5_000];

/** Handles `?checkout=success|cancelled` on return from Stripe Checkout, then drops it from the URL. */
export function useCheckoutReturn(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = params.get('checkout');

  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'cancelled') return;
    setParams(
      (current) => {
        current.delete('checkout');
        return current;
      },
      { replace: true },
    );
    if (outcome === 'cancelled') {
      toastInfo('Checkout cancelled', 'Nothing was charged.');
      return;
    }
    toastSuccess('Payment received', 'Thank you! Your account updates in a moment.');
    // Not cleared when the parameter goes: dropping it re-runs this effect.
    for (const delay of REFRESH_AFTER_MS) {
      window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        delay,
      );
    }
  }, [outcome, setParams, queryClient]);
}
