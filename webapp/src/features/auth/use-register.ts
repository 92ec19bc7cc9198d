import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@vault/contracts';
import { toastError, toastSuccess } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import { afterSignInPath, reloadAt } from '../../lib/navigation';
import { register } from './auth-api';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => register(body),
    onSuccess: () => {
      toastSuccess('Account created!', "Your account has been created. You're now logged in.");
      reloadAt(afterSignInPath());
    },
    onError: (error) => toastError('Error', errorDescription(error, 'Failed to create account')),
  });
}
