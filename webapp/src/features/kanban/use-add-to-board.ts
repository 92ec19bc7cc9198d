import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import { addBoardItem, createBoard } from './kanban-api';
import { kanbanKeys } from './kanban-keys';

export type AddToBoardTarget =
  | { boardId: number; columnId: string }
  /** No board yet: create one with this name and add to its first column. */
  | { newBoardName: string };

/** Adds a saved item to a board (spec 8: 'Added to Board'; 'Error' with the server's message). */
export function useAddToBoard(contentId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: AddToBoardTarget) => {
      if ('newBoardName' in target) {
        const board = await createBoard({ name: target.newBoardName });
        const first = board.columns[0];
        if (!first) throw new Error('The new board has no column');
        return addBoardItem(board.id, { contentId, columnId: first.id, position: 0 });
      }
      return addBoardItem(target.boardId, {
        contentId,
        columnId: target.columnId,
        position: 0,
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: kanbanKeys.all });
      toastSuccess('Added to Board', 'Content has been added to your Kanban board');
      onDone();
    },
    onError: (error) => {
      // A board may have been created before the add failed.
      void queryClient.invalidateQueries({ queryKey: kanbanKeys.boards() });
      toastError('Error', errorDescription(error, 'Failed to add to board'));
    },
  });
}
