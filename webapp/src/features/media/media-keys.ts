/** TanStack Query keys of media attachments, per content item. */
export const mediaKeys = {
  all: ['media'] as const,
  list: (contentId: number) => ['media', 'list', contentId] as const,
};
