import { Button, HStack, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LIMITS, type BoardSummary } from '@vault/contracts';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { KanbanDialog } from './KanbanDialog';
import { useAddToBoard } from './use-add-to-board';
import { useBoards } from './use-boards';

interface AddToBoardDialogProps {
  contentId: number;
  onClose: () => void;
}

/**
 * Add to Board from a card or the detail page: choose the board and the column (the spec fixes
 * board 1 / 'todo'; the design lets the person choose). With no board yet, it names a first one.
 */
export function AddToBoardDialog({ contentId, onClose }: AddToBoardDialogProps) {
  const boards = useBoards(true);
  return (
    <KanbanDialog title="Add to Board" onClose={onClose}>
      {boards.isLoading ? (
        <Stack gap="3" aria-busy>
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : boards.isError ? (
        <Text color="fg.error" role="alert">
          We couldn't load your boards. Please try again.
        </Text>
      ) : boards.data && boards.data.length > 0 ? (
        <ChooseBoardForm boards={boards.data} contentId={contentId} onClose={onClose} />
      ) : (
        <FirstBoardForm contentId={contentId} onClose={onClose} />
      )}
    </KanbanDialog>
  );
}

interface FormProps {
  contentId: number;
  onClose: () => void;
}

function ChooseBoardForm({ boards, contentId, onClose }: FormProps & { boards: BoardSummary[] }) {
  const [boardId, setBoardId] = useState(String(boards[0]?.id ?? ''));
  const board = boards.find((entry) => String(entry.id) === boardId);
  const [columnId, setColumnId] = useState(board?.columns[0]?.id ?? '');
  const add = useAddToBoard(contentId, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (board && columnId) add.mutate({ boardId: board.id, columnId });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label="Board">
          <NativeSelect.Root>
            <NativeSelect.Field
              value={boardId}
              onChange={(event) => {
                setBoardId(event.target.value);
                const next = boards.find((entry) => String(entry.id) === event.target.value);
                setColumnId(next?.columns[0]?.id ?? '');
              }}
            >
              {boards.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Column">
          <NativeSelect.Root>
            <NativeSelect.Field
              value={columnId}
              onChange={(event) => setColumnId(event.target.value)}
            >
              {(board?.columns ?? []).map((column) => (
                <option key={column.id} value={column.id}>
                  {column.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={add.isPending} disabled={!columnId}>
            Add to Board
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function FirstBoardForm({ contentId, onClose }: FormProps) {
  const [name, setName] = useState('My Board');
  const [error, setError] = useState<string>();
  const add = useAddToBoard(contentId, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Board name is required');
      return;
    }
    add.mutate({ newBoardName: name.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">
          You have no boards yet. Name your first board; this item goes into its To Do column.
        </Text>
        <FormField label="Board Name" error={error}>
          <Input
            value={name}
            maxLength={LIMITS.boardNameMaxLength}
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={add.isPending}>
            Create Board and Add
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
