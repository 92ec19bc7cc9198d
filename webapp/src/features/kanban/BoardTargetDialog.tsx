import { Button, HStack, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LIMITS, type BoardSummary } from '@vault/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '../../components/FormField';
import { KanbanDialog } from './KanbanDialog';
import type { AddToBoardTarget } from './use-add-to-board';
import { useBoards } from './use-boards';

interface BoardTargetDialogProps {
  title: string;
  /** A line above the board and column fields (what is being added). */
  intro?: ReactNode;
  /** The submit button's label once a board exists ('Add to Board'). */
  submitLabel: string;
  pending: boolean;
  onSubmit: (target: AddToBoardTarget) => void;
  onClose: () => void;
}

/**
 * Where something goes on a board: choose the board and the column (the spec fixes board 1 /
 * 'todo'; the design lets the person choose). With no board yet, it names a first one.
 */
export function BoardTargetDialog({ title, intro, ...form }: BoardTargetDialogProps) {
  const boards = useBoards(true);
  return (
    <KanbanDialog title={title} onClose={form.onClose}>
      <Stack gap="4">
        {/* About the board chosen: a first board needs only its name. */}
        {boards.data && boards.data.length > 0 ? intro : null}
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
          <ChooseBoardForm boards={boards.data} {...form} />
        ) : (
          <FirstBoardForm {...form} />
        )}
      </Stack>
    </KanbanDialog>
  );
}

type FormProps = Omit<BoardTargetDialogProps, 'title' | 'intro'>;

function ChooseBoardForm({
  boards,
  submitLabel,
  pending,
  onSubmit,
  onClose,
}: FormProps & { boards: BoardSummary[] }) {
  const [boardId, setBoardId] = useState(String(boards[0]?.id ?? ''));
  const board = boards.find((entry) => String(entry.id) === boardId);
  const [columnId, setColumnId] = useState(board?.columns[0]?.id ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (board && columnId) onSubmit({ boardId: board.id, columnId });
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
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={pending} disabled={!columnId}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function FirstBoardForm({ pending, onSubmit, onClose }: FormProps) {
  const [name, setName] = useState('My Board');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Board name is required');
      return;
    }
    onSubmit({ newBoardName: name.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">
          You have no boards yet. Name your first board; what you add goes into its To Do column.
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
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={pending}>
            Create Board and Add
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
