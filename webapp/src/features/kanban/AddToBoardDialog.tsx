import { BoardTargetDialog } from './BoardTargetDialog';
import { useAddToBoard } from './use-add-to-board';

interface AddToBoardDialogProps {
  contentId: number;
  onClose: () => void;
}

/** Add to Board from a card or the detail page (spec 2.7, 2.8). */
export function AddToBoardDialog({ contentId, onClose }: AddToBoardDialogProps) {
  const add = useAddToBoard(contentId, onClose);
  return (
    <BoardTargetDialog
      title="Add to Board"
      submitLabel="Add to Board"
      pending={add.isPending}
      onSubmit={(target) => add.mutate(target)}
      onClose={onClose}
    />
  );
}
