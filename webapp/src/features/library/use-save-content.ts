import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContent } from './content-api';
import { refreshCounts, syncItem } from './content-sync';

/**
 * `POST /api/content {url}`: the saved item goes straight to the top of the lists it fits (a link
 * saved before moves up). Toasts are the caller's, since the dialog and quick paste word them apart.
 */
export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => createContent({ url }),
    onSuccess: ({ item }) => {
      syncItem(queryClient, item, 'save');
      refreshCounts(queryClient);
    },
  });
}
