import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '../../components/toaster';
import { deleteContent } from './content-api';
import { contentKeys } from './content-keys';
import { forgetItem, refreshCounts } from './content-sync';

/**
 * Deletes an item. The card shows 'Deleting...' while this is pending (see `ContentCard`); on
 * success the item leaves every list, on failure it stays and the lists are asked for again.
 */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContent(id),
    onSuccess: (_answer, id) => {
      forgetItem(queryClient, id);
      refreshCounts(queryClient);
      toastSuccess('Content deleted', 'The content has been removed successfully');
    },
    onError: () => {
      toastError('Delete failed', 'Unable to delete content. Please try again.');
      void queryClient.invalidateQueries({ queryKey: contentKeys.lists() });
    },
  });
}
