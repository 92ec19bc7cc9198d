import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetryFailedResponse } from '@vault/contracts';
import { toastError, toastSuccess } from '../../components/toaster';
import { apiSend } from '../../lib/api';
import { errorDescription } from '../../lib/errors';
import { formatNumber } from '../../lib/format';
import { contentKeys } from './content-keys';
import { refreshCounts } from './content-sync';

/** `POST /api/content/retry-failed`: every failed save back to extraction at once. */
export function useRetryFailed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<RetryFailedResponse>('POST', '/api/content/retry-failed'),
    onSuccess: ({ retried, remaining }) => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.lists() });
      refreshCounts(queryClient);
      const saves = (count: number) => `${formatNumber(count)} ${count === 1 ? 'save' : 'saves'}`;
      toastSuccess(
        `Retrying ${saves(retried)}`,
        remaining
          ? `${saves(remaining)} still failed: this month's extractions ran out.`
          : 'They show as Processing until done.',
      );
    },
    onError: (error) =>
      toastError('Retry failed', errorDescription(error, 'Unable to retry. Please try again.')),
  });
}
