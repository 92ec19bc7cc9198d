import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@vault/contracts';
import { toastError } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import { updateContent } from './content-api';
import { restoreContent, snapshotContent, syncItem } from './content-sync';

/** Read/unread flips on screen at once, is then saved, and flips back if saving fails. */
export function useToggleRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ContentItem) => updateContent(item.id, { isRead: !item.isRead }),
    onMutate: async (item) => {
      const snapshot = await snapshotContent(queryClient);
      syncItem(queryClient, { ...item, isRead: !item.isRead }, 'change');
      return { snapshot };
    },
    onError: (error, _item, context) => {
      if (context) restoreContent(queryClient, context.snapshot);
      toastError('Error', errorDescription(error, 'Failed to update read state'));
    },
    onSuccess: (updated) => syncItem(queryClient, updated, 'change'),
  });
}
