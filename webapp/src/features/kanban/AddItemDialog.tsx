import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board, BoardColumn, ContentItem } from '@vault/contracts';
import { useDeferredValue, useRef, useState } from 'react';
import { toastError, toastSuccess } from '../../components/toaster';
import { apiGet } from '../../lib/api';
import { errorDescription } from '../../lib/errors';
import { linkTitle } from '../library/link-title';
import { addBoardItem } from './kanban-api';
import { kanbanKeys } from './kanban-keys';
import { KanbanDialog } from './KanbanDialog';

/** Library items offered at a time: a search narrows them. */
const RESULTS = 8;

interface AddItemDialogProps {
  board: Board;
  column: BoardColumn;
  onClose: () => void;
}

/** 'Add item' of a column: searches the library and adds the chosen item at the column's top. */
export function AddItemDialog({ board, column, onClose }: AddItemDialogProps) {
  const queryClient = useQueryClient();
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const results = useQuery({
    queryKey: ['content', 'board-picker', query],
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(RESULTS) });
      if (query) params.set('search', query);
      return apiGet<ContentItem[]>(`/api/content?${params.toString()}`);
    },
  });
  const onBoard = new Set(board.items.map((item) => item.content.id));
  const offered = (results.data ?? []).filter((item) => !onBoard.has(item.id));
  const add = useMutation({
    mutationFn: (contentId: number) =>
      addBoardItem(board.id, { contentId, columnId: column.id, position: 0 }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: kanbanKeys.all });
      toastSuccess('Added to Board', `Added to ${column.title}.`);
      onClose();
    },
    onError: (error) => toastError('Error', errorDescription(error, 'Failed to add to board')),
  });

  return (
    <KanbanDialog
      title={`Add to ${column.title}`}
      onClose={onClose}
      initialFocus={() => searchRef.current}
    >
      <Stack gap="3">
        <Input
          ref={searchRef}
          type="search"
          aria-label="Search your library"
          placeholder="Search your library"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Stack as="ul" gap="1" listStyleType="none" aria-busy={results.isFetching}>
          {offered.map((item) => (
            <li key={item.id}>
              <Button
                variant="ghost"
                justifyContent="flex-start"
                w="full"
                h="auto"
                py="2"
                whiteSpace="normal"
                textAlign="start"
                loading={add.isPending && add.variables === item.id}
                onClick={() => add.mutate(item.id)}
              >
                {item.title || linkTitle(item.url)}
              </Button>
            </li>
          ))}
        </Stack>
        {results.isSuccess && offered.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {query
              ? 'Nothing in your library matches.'
              : 'Every item of your library is on this board.'}
          </Text>
        ) : null}
      </Stack>
    </KanbanDialog>
  );
}
