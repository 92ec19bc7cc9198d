import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import { contentKeys } from '../library/content-keys';
import { deleteMedia, fetchMedia, uploadMedia } from './media-api';
import { mediaKeys } from './media-keys';
import { uploadFailure, uploadSuccess } from './media-rules';

/** The attachments of one item; asked only when the item says it has some, or may get some. */
export function useMediaList(contentId: number, enabled: boolean) {
  return useQuery({
    queryKey: mediaKeys.list(contentId),
    queryFn: () => fetchMedia(contentId),
    enabled,
  });
}

function useRefreshAfterChange(contentId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: mediaKeys.list(contentId) });
    void queryClient.invalidateQueries({ queryKey: contentKeys.detail(contentId) });
    void queryClient.invalidateQueries({ queryKey: contentKeys.lists() });
  };
}

/** Uploads a selection with its progress (0–100); success refreshes the media list and the item. */
export function useUploadMedia(contentId: number) {
  const refresh = useRefreshAfterChange(contentId);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setProgress(0);
      return uploadMedia(contentId, files, setProgress);
    },
    onSuccess: (attachments) => {
      const toast = uploadSuccess(attachments.length);
      toastSuccess(toast.title, toast.description);
    },
    onError: (error) => {
      const toast = uploadFailure(error);
      toastError(toast.title, toast.description);
    },
    onSettled: refresh,
  });
  return { ...mutation, progress };
}

export function useDeleteMedia(contentId: number) {
  const refresh = useRefreshAfterChange(contentId);
  return useMutation({
    mutationFn: (id: number) => deleteMedia(id),
    onSuccess: () => toastSuccess('Deleted successfully', 'Media attachment has been removed.'),
    onError: (error) =>
      toastError('Delete failed', errorDescription(error, 'Failed to delete media')),
    onSettled: refresh,
  });
}
