import { useQuery } from '@tanstack/react-query';
import { fetchBoard, fetchBoards } from './kanban-api';
import { kanbanKeys } from './kanban-keys';

/** The user's boards; only asked for on a paid plan (spec 7: 'only for paid users'). */
export function useBoards(enabled: boolean) {
  return useQuery({ queryKey: kanbanKeys.boards(), queryFn: fetchBoards, enabled });
}

export function useBoard(id: number | null) {
  return useQuery({
    queryKey: kanbanKeys.board(id ?? 0),
    queryFn: () => fetchBoard(id ?? 0),
    enabled: id !== null,
  });
}
