import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { HttpError } from '../../lib/api';
import { BoardHeader } from './BoardHeader';
import { BoardView } from './BoardView';
import { useBoard } from './use-boards';

interface BoardScreenProps {
  boardId: number;
  onBack: () => void;
}

/** One board: its header and columns, or a loading or 'not found' state. */
export function BoardScreen({ boardId, onBack }: BoardScreenProps) {
  const query = useBoard(boardId);
  if (query.data) {
    return (
      <Stack gap="5">
        <title>{`${query.data.name} · Kanban Boards · Vault`}</title>
        <BoardHeader board={query.data} onBack={onBack} />
        <BoardView board={query.data} />
      </Stack>
    );
  }
  if (query.isLoading) {
    return (
      <Stack gap="4" aria-busy>
        <Skeleton height="10" width="60%" />
        <Skeleton height="64" />
      </Stack>
    );
  }
  const missing = query.error instanceof HttpError && query.error.status === 404;
  return (
    <Stack gap="3" align="flex-start">
      <Text fontWeight="semibold">
        {missing ? 'Board not found' : "We couldn't load this board."}
      </Text>
      <Button variant="outline" onClick={onBack}>
        Back to Boards
      </Button>
    </Stack>
  );
}
