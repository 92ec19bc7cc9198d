import { useQuery } from '@tanstack/react-query';
import { fetchCopyStatus } from './archive-api';
import { copyView } from './copy-state';

const WHILE_MAKING_MS = 3_000;

/** The item's copy, asked again every few seconds while it is being made. */
export function useCopyStatus(contentId: number, extracting: boolean) {
  return useQuery({
    queryKey: ['page-copy', contentId] as const,
    queryFn: () => fetchCopyStatus(contentId),
    refetchInterval: (query) =>
      query.state.data && copyView(query.state.data, extracting) === 'making'
        ? WHILE_MAKING_MS
        : false,
  });
}
