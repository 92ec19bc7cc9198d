import { LIMITS, type BoardColumn } from '@vault/contracts';
import { ConfirmDialog } from './ConfirmDialog';
import { TextDialog } from './TextDialog';
import type { useBoardActions } from './use-board-actions';

export type ColumnDialog =
  | { kind: 'add' }
  | { kind: 'rename'; column: BoardColumn }
  | { kind: 'delete'; column: BoardColumn };

interface ColumnDialogsProps {
  dialog: ColumnDialog | null;
  actions: ReturnType<typeof useBoardActions>;
  onClose: () => void;
}

/** Add, rename and delete-column dialogs of a board; each closes when its call succeeds. */
export function ColumnDialogs({ dialog, actions, onClose }: ColumnDialogsProps) {
  if (!dialog) return null;
  if (dialog.kind === 'delete') {
    return (
      <ConfirmDialog
        title="Delete column"
        message={`Delete the column '${dialog.column.title}'? Only an empty column can be deleted: move or remove its items first.`}
        confirmLabel="Delete Column"
        pending={actions.removeColumn.isPending}
        onConfirm={() => actions.removeColumn.mutate(dialog.column.id, { onSuccess: onClose })}
        onClose={onClose}
      />
    );
  }
  const renaming = dialog.kind === 'rename' ? dialog.column : null;
  const mutation = renaming ? actions.changeColumn : actions.createColumn;
  return (
    <TextDialog
      title={renaming ? 'Rename column' : 'Add column'}
      label="Column title"
      initialValue={renaming?.title ?? ''}
      maxLength={LIMITS.boardColumnTitleMaxLength}
      submitLabel={renaming ? 'Save' : 'Add Column'}
      requiredMessage="Column title is required"
      pending={mutation.isPending}
      onClose={onClose}
      onSubmit={(title) => {
        if (renaming) {
          actions.changeColumn.mutate({ columnId: renaming.id, title }, { onSuccess: onClose });
        } else {
          actions.createColumn.mutate({ title }, { onSuccess: onClose });
        }
      }}
    />
  );
}
