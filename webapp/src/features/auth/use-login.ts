import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@vault/contracts';
import { toastError, toastSuccess } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import { afterSignInPath, reloadAt } from '../../lib/navigation';
import { login } from './auth-api';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => login(body),
    onSuccess: () => {
      toastSuccess('Welcome back!', 'You have been logged in successfully.');
      reloadAt(afterSignInPath());
    },
    onError: (error) => toastError('Error', errorDescription(error, 'Failed to log in')),
  });
}
