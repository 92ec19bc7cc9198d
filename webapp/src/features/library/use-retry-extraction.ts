import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import { retryExtraction } from './content-api';
import { refreshCounts, syncItem } from './content-sync';

/** `POST /api/content/:id/retry` for a failed item: it shows as Processing again at once. */
export function useRetryExtraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => retryExtraction(id),
    onSuccess: (item) => {
      syncItem(queryClient, item, 'change');
      refreshCounts(queryClient);
    },
    onError: (error) =>
      toastError(
        'Retry failed',
        errorDescription(error, 'Unable to retry extraction. Please try again.'),
      ),
  });
}
