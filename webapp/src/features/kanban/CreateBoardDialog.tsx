import type { Board } from '@vault/contracts';
import { BoardForm } from './BoardForm';
import { KanbanDialog } from './KanbanDialog';
import { useCreateBoard } from './use-create-board';

interface CreateBoardDialogProps {
  onClose: () => void;
  /** Called with the new board, which the page then opens (spec 2.14). */
  onCreated: (board: Board) => void;
}

export function CreateBoardDialog({ onClose, onCreated }: CreateBoardDialogProps) {
  const create = useCreateBoard();
  return (
    <KanbanDialog title="Create New Board" onClose={onClose}>
      <BoardForm
        submitLabel="Create Board"
        pending={create.isPending}
        onCancel={onClose}
        onSubmit={(values) =>
          create.mutate(values.description ? values : { name: values.name }, {
            onSuccess: onCreated,
          })
        }
      />
    </KanbanDialog>
  );
}
