import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateBoardRequest, UI_DURATIONS_MS } from '@vault/contracts';
import { useNavigate } from 'react-router';
import { toastError, toastSuccess } from '../../components/toaster';
import { createBoardFailure } from './create-board-failure';
import { createBoard } from './kanban-api';
import { kanbanKeys } from './kanban-keys';

/**
 * Creates a board (spec 8): 'Board Created!' on success; a refusal that mentions upgrading says
 * 'Upgrade Required' and goes to /pricing after 1 s; anything else is 'Failed to create board'.
 */
export function useCreateBoard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: CreateBoardRequest) => createBoard(body),
    onSuccess: (board) => {
      queryClient.setQueryData(kanbanKeys.board(board.id), board);
      void queryClient.invalidateQueries({ queryKey: kanbanKeys.boards() });
      toastSuccess('Board Created!', `'${board.name}' is ready.`);
    },
    onError: (error) => {
      const failure = createBoardFailure(error);
      toastError(failure.title, failure.description);
      if (failure.toPricing) {
        setTimeout(() => void navigate('/pricing'), UI_DURATIONS_MS.boardUpgradeRedirect);
      }
    },
  });
}
