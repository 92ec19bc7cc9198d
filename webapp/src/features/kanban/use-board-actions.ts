import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Board,
  CreateBoardColumnRequest,
  UpdateBoardColumnRequest,
  UpdateBoardRequest,
} from '@vault/contracts';
import { toastError, toastSuccess } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import {
  addColumn,
  deleteBoard,
  deleteColumn,
  removeBoardItem,
  updateBoard,
  updateColumn,
} from './kanban-api';
import { kanbanKeys } from './kanban-keys';

/**
 * The changes to one board other than moving cards: rename or delete it, add, rename, reorder or
 * delete columns, take a card off. Each answer refreshes the board and the board list.
 */
export function useBoardActions(boardId: number) {
  const queryClient = useQueryClient();
  const key = kanbanKeys.board(boardId);

  const settle = (board?: Board) => {
    if (board) queryClient.setQueryData(key, board);
    else void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: kanbanKeys.boards() });
  };
  const failed = (fallback: string) => (error: Error) =>
    toastError('Error', errorDescription(error, fallback));

  const rename = useMutation({
    mutationFn: (body: UpdateBoardRequest) => updateBoard(boardId, body),
    onSuccess: (board) => {
      settle(board);
      toastSuccess('Board updated');
    },
    onError: failed('Failed to update board'),
  });
  const remove = useMutation({
    mutationFn: () => deleteBoard(boardId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: kanbanKeys.boards() });
      toastSuccess('Board deleted');
    },
    onError: failed('Failed to delete board'),
  });
  const createColumn = useMutation({
    mutationFn: (body: CreateBoardColumnRequest) => addColumn(boardId, body),
    onSuccess: (board) => settle(board),
    onError: failed('Failed to add column'),
  });
  const changeColumn = useMutation({
    mutationFn: ({ columnId, ...body }: UpdateBoardColumnRequest & { columnId: string }) =>
      updateColumn(boardId, columnId, body),
    onSuccess: (board) => settle(board),
    onError: failed('Failed to update column'),
  });
  const removeColumn = useMutation({
    mutationFn: (columnId: string) => deleteColumn(boardId, columnId),
    onSuccess: () => {
      settle();
      toastSuccess('Column deleted');
    },
    onError: failed('Failed to delete column'),
  });
  const removeItem = useMutation({
    mutationFn: (itemId: number) => removeBoardItem(itemId),
    onSuccess: () => {
      settle();
      toastSuccess('Removed from board');
    },
    onError: failed('Failed to remove from board'),
  });

  return { rename, remove, createColumn, changeColumn, removeColumn, removeItem };
}
