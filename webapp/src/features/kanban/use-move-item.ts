import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board } from '@vault/contracts';
import { toastError } from '../../components/toaster';
import { applyMove, type MoveTarget } from './board-moves';
import { moveBoardItem } from './kanban-api';
import { kanbanKeys } from './kanban-keys';

interface MoveVariables extends MoveTarget {
  itemId: number;
}

/**
 * Moves a card: shown at once, then replaced by the server's board; on failure the board goes
 * back and 'Error: Failed to move item' shows (spec 8).
 */
export function useMoveItem(boardId: number) {
  const queryClient = useQueryClient();
  const key = kanbanKeys.board(boardId);
  return useMutation({
    mutationFn: ({ itemId, columnId, position }: MoveVariables) =>
      moveBoardItem(itemId, { columnId, position }),
    onMutate: async ({ itemId, columnId, position }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Board>(key);
      if (previous) {
        queryClient.setQueryData(key, applyMove(previous, itemId, columnId, position));
      }
      return { previous };
    },
    onSuccess: (board) => queryClient.setQueryData(key, board),
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toastError('Error', 'Failed to move item');
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
