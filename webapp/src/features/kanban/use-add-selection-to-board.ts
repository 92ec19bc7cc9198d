import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AddBoardItemsResponse,
  type BoardSummary,
  UI_DURATIONS_MS,
  UPGRADE_REQUIRED_CODE,
} from '@vault/contracts';
import { showToast, toastError } from '../../components/toaster';
import { errorDescription, serverCode } from '../../lib/errors';
import { formatNumber } from '../../lib/format';
import { addBoardItems, createBoard, removeBoardItems } from './kanban-api';
import { kanbanKeys } from './kanban-keys';
import type { AddToBoardTarget } from './use-add-to-board';

const items = (count: number) => `${formatNumber(count)} ${count === 1 ? 'item' : 'items'}`;

interface Placed extends AddBoardItemsResponse {
  boardId: number;
  /** "Reading · To Do", as the toast names it. */
  place: string;
}

/** What the toast says after a bulk add: what went where, and what was there already. */
export function addedToBoardMessage(
  answer: Pick<AddBoardItemsResponse, 'itemIds' | 'alreadyOnBoard'>,
  place: string,
): { title: string; description?: string } {
  const added = answer.itemIds.length;
  const already = answer.alreadyOnBoard;
  if (added === 0) {
    return {
      title: `${already === 1 ? 'The item is' : `All ${items(already)} are`} on ${place} already`,
      description: 'Nothing was added.',
    };
  }
  return {
    title: `Added ${items(added)} to ${place}`,
    ...(already
      ? {
          description: `${items(already)} ${already === 1 ? 'was' : 'were'} on the board already and stayed where ${already === 1 ? 'it was' : 'they were'}.`,
        }
      : {}),
  };
}

/**
 * Adds the library's selection to one column in one request, with five seconds to Undo (which
 * takes exactly the added items off again). With no board yet, it creates the first one.
 */
export function useAddSelectionToBoard(contentIds: readonly number[], onDone: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: kanbanKeys.all });
  return useMutation({
    mutationFn: async (target: AddToBoardTarget): Promise<Placed> => {
      // The dialog chose from the boards list already loaded: one request adds everything.
      const board =
        'newBoardName' in target
          ? await createBoard({ name: target.newBoardName })
          : queryClient
              .getQueryData<BoardSummary[]>(kanbanKeys.boards())
              ?.find((entry) => entry.id === target.boardId);
      if (!board) throw new Error('That board is no longer there');
      const columnId = 'newBoardName' in target ? board.columns[0]?.id : target.columnId;
      const column = board.columns.find((entry) => entry.id === columnId);
      if (!column) throw new Error('That column is no longer on the board');
      const answer = await addBoardItems(board.id, {
        contentIds: [...contentIds],
        columnId: column.id,
      });
      return { ...answer, boardId: board.id, place: `${board.name} · ${column.title}` };
    },
    onSuccess: ({ boardId, itemIds, alreadyOnBoard, place }) => {
      refresh();
      onDone();
      const message = addedToBoardMessage({ itemIds, alreadyOnBoard }, place);
      showToast({
        type: itemIds.length ? 'success' : 'info',
        ...message,
        ...(itemIds.length
          ? {
              duration: UI_DURATIONS_MS.deleteUndo,
              action: {
                label: 'Undo',
                onClick: () =>
                  void removeBoardItems(boardId, { itemIds })
                    .then(refresh)
                    .catch((error: unknown) =>
                      toastError('Undo failed', errorDescription(error, 'Please try again.')),
                    ),
              },
            }
          : {}),
      });
    },
    onError: (error) => {
      // A board may have been created before the add failed.
      void queryClient.invalidateQueries({ queryKey: kanbanKeys.boards() });
      if (serverCode(error) === UPGRADE_REQUIRED_CODE) {
        toastError(
          'Boards come with Pro and Premium',
          errorDescription(error, 'Upgrade to add items to boards.'),
        );
        return;
      }
      toastError('Could not add to the board', errorDescription(error, 'Please try again.'));
    },
  });
}
