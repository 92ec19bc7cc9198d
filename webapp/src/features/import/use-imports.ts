import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import {
  cancelImport,
  fetchImport,
  fetchImports,
  IMPORTS_KEY,
  importKey,
  startImport,
} from './import-api';
import { isImportActive } from './import-progress';

const POLL_MS = 1_000;

/** The recent imports, polled while one of them is still running. */
export function useImports() {
  return useQuery({
    queryKey: IMPORTS_KEY,
    queryFn: fetchImports,
    refetchInterval: (query) => (query.state.data?.some(isImportActive) ? POLL_MS : false),
  });
}

/** One import's progress and its first skipped rows, polled until it ends. */
export function useImport(id: number | null) {
  return useQuery({
    queryKey: importKey(id ?? 0),
    queryFn: () => fetchImport(id!),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && !isImportActive(query.state.data) ? false : POLL_MS,
  });
}

export function useStartImport(onStarted: (id: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: ({ id }) => {
      onStarted(id);
      void queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
    },
    onError: (error) =>
      toastError('Import refused', errorDescription(error, 'The file could not be imported.')),
  });
}

export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelImport,
    onSuccess: (job) => {
      queryClient.setQueryData(importKey(job.id), job);
      void queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
      toastSuccess('Import cancelled', 'What was already imported stays in your library.');
    },
    onError: (error) =>
      toastError('Could not cancel', errorDescription(error, 'Please try again.')),
  });
}
