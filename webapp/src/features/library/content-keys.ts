import type { ContentFilters } from './content-filters';

/** TanStack Query keys of the library; every key starts with 'content' so one prefix covers all. */
export const contentKeys = {
  all: ['content'] as const,
  lists: () => ['content', 'list'] as const,
  list: (filters: ContentFilters) => ['content', 'list', filters] as const,
  detail: (id: number) => ['content', 'detail', id] as const,
  stats: () => ['content', 'stats'] as const,
};

export type ContentListKey = ReturnType<typeof contentKeys.list>;
