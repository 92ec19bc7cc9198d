/** TanStack Query keys of the boards; every key starts with 'kanban' so one prefix covers all. */
export const kanbanKeys = {
  all: ['kanban'] as const,
  boards: () => ['kanban', 'boards'] as const,
  board: (id: number) => ['kanban', 'board', id] as const,
};
