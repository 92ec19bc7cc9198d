import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateContentRequest } from '@vault/contracts';
import { updateContent } from './content-api';
import { syncItem } from './content-sync';

/** `PATCH /api/content/:id` for notes and tags; the answer replaces the item everywhere. */
export function useUpdateContent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateContentRequest) => updateContent(id, changes),
    onSuccess: (item) => syncItem(queryClient, item, 'change'),
  });
}
