import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { UI_DURATIONS_MS, type ContentItem } from '@vault/contracts';
import { useCallback, useEffect } from 'react';
import { showToast, toastError } from '../../components/toaster';
import { HttpError } from '../../lib/api';
import { deleteContent } from './content-api';
import { contentKeys } from './content-keys';
import { forgetItem, refreshCounts } from './content-sync';
import { linkTitle } from './link-title';
import {
  cancelDeletion,
  scheduleDeletion,
  settleDeletion,
  takeOverLeftDeletions,
} from './pending-deletions';

async function deleteOnServer(queryClient: QueryClient, id: number): Promise<void> {
  try {
    await deleteContent(id).catch((error: unknown) => {
      // Deleted already (by the request a page sends as it is left): what was asked is done.
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    });
    forgetItem(queryClient, id);
    refreshCounts(queryClient);
  } catch {
    toastError('Delete failed', 'The item could not be deleted and is back in your library.');
    void queryClient.invalidateQueries({ queryKey: contentKeys.lists() });
  } finally {
    settleDeletion(id);
  }
}

/**
 * Deletes an item with five seconds to undo: it leaves the library at once, the toast offers Undo,
 * and the server deletes it when the time is up (pending-deletions.ts).
 */
export function useDeleteContent(): (item: ContentItem) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (item: ContentItem) => {
      scheduleDeletion(item.id, (id) => void deleteOnServer(queryClient, id));
      showToast({
        type: 'success',
        title: 'Content deleted',
        description: `"${item.title || linkTitle(item.url)}" was removed.`,
        duration: UI_DURATIONS_MS.deleteUndo,
        action: { label: 'Undo', onClick: () => cancelDeletion(item.id) },
      });
    },
    [queryClient],
  );
}

/** Deletes several items in one request (a bulk delete whose Undo window has passed). */
export async function deleteManyOnServer(queryClient: QueryClient, ids: number[]): Promise<void> {
  try {
    // Loaded when needed: most visits never delete several items at once.
    const { applyBulkAction } = await import('./selection/bulk-api');
    await applyBulkAction({ ids, action: 'delete' }).catch((error: unknown) => {
      // None of them is left (the request a page sends as it is left got there first).
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    });
    for (const id of ids) forgetItem(queryClient, id);
    refreshCounts(queryClient);
  } catch {
    toastError('Delete failed', 'The items could not be deleted and are back in your library.');
    void queryClient.invalidateQueries({ queryKey: contentKeys.lists() });
  } finally {
    for (const id of ids) settleDeletion(id);
  }
}

/** Finishes the deletions the previous page of this tab left pending as it was reloaded or left. */
export function useLeftDeletions(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      takeOverLeftDeletions((ids) =>
        ids.length === 1
          ? void deleteOnServer(queryClient, ids[0]!)
          : void deleteManyOnServer(queryClient, ids),
      ),
    [queryClient],
  );
}
