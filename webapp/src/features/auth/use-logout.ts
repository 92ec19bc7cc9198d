import { useMutation } from '@tanstack/react-query';
import { toastError } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import { reloadAt } from '../../lib/navigation';
import { logout } from './auth-api';

/** `POST /api/logout`, then a fresh start at / (spec 4). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => reloadAt('/'),
    onError: (error) => toastError('Error', errorDescription(error, 'Failed to sign out')),
  });
}
