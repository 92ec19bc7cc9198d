import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PASSWORD_MESSAGES, type User } from '@vault/contracts';
import { toastError, toastSuccess } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import { CURRENT_USER_KEY } from '../auth/auth-api';
import {
  API_TOKENS_KEY,
  changePassword,
  listApiTokens,
  removeAvatar,
  revokeApiToken,
  updateProfile,
  uploadAvatar,
} from './account-api';

/** Every account change answers the updated user: it replaces the cached one at once. */
function useUserMutation<T>(
  mutationFn: (input: T) => Promise<User>,
  success: { title: string; description?: string },
  failureTitle: string,
  failureFallback: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      toastSuccess(success.title, success.description);
    },
    onError: (error) => toastError(failureTitle, errorDescription(error, failureFallback)),
  });
}

export function useUpdateProfile() {
  return useUserMutation(
    updateProfile,
    { title: 'Profile updated' },
    'Failed to update profile',
    'Please check the fields and try again',
  );
}

export function useUploadAvatar() {
  return useUserMutation(
    uploadAvatar,
    { title: 'Picture updated' },
    'Upload failed',
    'Failed to upload the picture',
  );
}

export function useRemoveAvatar() {
  return useUserMutation(
    () => removeAvatar(),
    { title: 'Picture removed' },
    'Failed to remove picture',
    'Please try again',
  );
}

export function useChangePassword(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toastSuccess(PASSWORD_MESSAGES.changedTitle, PASSWORD_MESSAGES.changed);
      // Other tokens were ended with the change.
      void queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY });
      onChanged();
    },
    onError: (error) =>
      toastError(PASSWORD_MESSAGES.failedTitle, errorDescription(error, PASSWORD_MESSAGES.failed)),
  });
}

export function useApiTokens() {
  return useQuery({ queryKey: API_TOKENS_KEY, queryFn: listApiTokens });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: { id: number; name: string }) => revokeApiToken(token.id),
    onSuccess: (_answer, token) => {
      toastSuccess('Token revoked', `"${token.name}" can no longer use your account.`);
      void queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY });
    },
    onError: (error) =>
      toastError('Failed to revoke token', errorDescription(error, 'Please try again')),
  });
}
