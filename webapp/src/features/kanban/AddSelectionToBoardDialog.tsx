import { Text } from '@chakra-ui/react';
import { formatNumber } from '../../lib/format';
import { BoardTargetDialog } from './BoardTargetDialog';
import { useAddSelectionToBoard } from './use-add-selection-to-board';

interface AddSelectionToBoardDialogProps {
  contentIds: readonly number[];
  onClose: () => void;
  /** After the items were added (the toast then offers Undo). */
  onAdded: () => void;
}

/** The library bulk bar's "Add to board": the selected items into one column of a board. */
export function AddSelectionToBoardDialog({
  contentIds,
  onClose,
  onAdded,
}: AddSelectionToBoardDialogProps) {
  const add = useAddSelectionToBoard(contentIds, onAdded);
  const count = contentIds.length;
  return (
    <BoardTargetDialog
      title="Add to Board"
      intro={
        <Text color="fg.muted">
          {formatNumber(count)} selected {count === 1 ? 'item goes' : 'items go'} to the top of the
          column. Items already on the board stay where they are.
        </Text>
      }
      submitLabel={count === 1 ? 'Add 1 item' : `Add ${formatNumber(count)} items`}
      pending={add.isPending}
      onSubmit={(target) => add.mutate(target)}
      onClose={onClose}
    />
  );
}
