import { useQueryClient } from '@tanstack/react-query';
import {
  type BulkAction,
  type BulkActionRequest,
  type BulkActionResponse,
  UI_DURATIONS_MS,
} from '@vault/contracts';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { showToast, toastError } from '../../../components/toaster';
import { errorDescription } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { contentKeys } from '../content-keys';
import { refreshCounts } from '../content-sync';
import { scheduleBulkDeletion } from '../pending-deletions';
import { deleteManyOnServer } from '../use-delete-content';
import { applyBulkAction } from './bulk-api';
import { EMPTY_SELECTION, selectionAtom } from './selection-atoms';

const items = (count: number) => `${formatNumber(count)} ${count === 1 ? 'item' : 'items'}`;

/** What the toast says once an action is done. */
function doneTitle(action: BulkAction, count: number, tag: string | undefined): string {
  const titles: Record<BulkAction, string> = {
    addTag: `Tagged ${items(count)} "${tag}"`,
    removeTag: `Removed "${tag}" from ${items(count)}`,
    favorite: `Added ${items(count)} to favourites`,
    unfavorite: `Removed ${items(count)} from favourites`,
    markRead: `Marked ${items(count)} as read`,
    markUnread: `Marked ${items(count)} as unread`,
    retry: `Retrying ${items(count)}`,
    delete: `Deleted ${items(count)}`,
  };
  return titles[action];
}

/**
 * Runs a bulk action and offers Undo for five seconds. Delete waits out the window before it asks
 * the server (as a single delete does), so Undo simply does not send it; the other reversible
 * actions are undone by the opposite action on exactly the items they changed.
 */
export function useBulkAction() {
  const queryClient = useQueryClient();
  const clearSelection = useSetAtom(selectionAtom);
  const [running, setRunning] = useState<BulkAction | null>(null);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.lists() });
    refreshCounts(queryClient);
  }, [queryClient]);

  const deleteLater = useCallback(
    (ids: number[]) => {
      clearSelection(EMPTY_SELECTION);
      const cancel = scheduleBulkDeletion(ids, (due) => void deleteManyOnServer(queryClient, due));
      showToast({
        type: 'success',
        title: doneTitle('delete', ids.length, undefined),
        description: 'They leave your library in 5 seconds.',
        duration: UI_DURATIONS_MS.deleteUndo,
        action: { label: 'Undo', onClick: cancel },
      });
    },
    [clearSelection, queryClient],
  );

  const run = useCallback(
    async (request: BulkActionRequest) => {
      setRunning(request.action);
      try {
        const answer: BulkActionResponse = await applyBulkAction(request);
        clearSelection(EMPTY_SELECTION);
        refresh();
        const undo = answer.undo;
        const left = answer.notRetried
          ? `${items(answer.notRetried)} stayed failed: this month's extractions ran out.`
          : undefined;
        showToast({
          type: 'success',
          title: doneTitle(answer.action, answer.affectedIds.length, request.tag),
          description: left ?? (answer.affectedIds.length === 0 ? 'They already were.' : undefined),
          duration: undo ? UI_DURATIONS_MS.deleteUndo : undefined,
          action: undo
            ? {
                label: 'Undo',
                onClick: () =>
                  void applyBulkAction(undo)
                    .then(refresh)
                    .catch((error: unknown) =>
                      toastError('Undo failed', errorDescription(error, 'Please try again.')),
                    ),
              }
            : undefined,
        });
      } catch (error) {
        toastError('Could not change the items', errorDescription(error, 'Please try again.'));
      } finally {
        setRunning(null);
      }
    },
    [clearSelection, refresh],
  );

  return { run, deleteLater, running };
}
