import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@vault/contracts';
import { useEffect, useRef } from 'react';
import { updateContent } from './content-api';
import { syncItem } from './content-sync';

/**
 * An item is unread until its detail page is opened: the first time the page shows an unread
 * item it is marked read, which also drops it from a cached Unread list.
 */
export function useMarkRead(item: ContentItem | undefined): void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (id: number) => updateContent(id, { isRead: true }),
    onSuccess: (updated) => syncItem(queryClient, updated, 'change'),
  });
  const markedId = useRef<number | null>(null);

  useEffect(() => {
    if (!item || item.isRead || markedId.current === item.id) return;
    markedId.current = item.id;
    mutate(item.id);
  }, [item, mutate]);
}
