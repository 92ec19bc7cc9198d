import { useMutation } from '@tanstack/react-query';
import { toastError } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import { openBillingPortal } from './billing-api';

/** Manage subscription: leaves for the Stripe Customer Portal, which returns to `returnPath`. */
export function useBillingPortal(returnPath: '/pricing' | '/settings') {
  return useMutation({
    mutationFn: () => openBillingPortal(returnPath),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toastError(
        'Could not open billing',
        errorDescription(error, 'Failed to open the subscription settings. Please try again.'),
      ),
  });
}
