import { useMutation } from '@tanstack/react-query';
import { type DeleteAccountRequest, PRIVACY_MESSAGES, UI_DURATIONS_MS } from '@vault/contracts';
import { toaster, toastError, toastSuccess } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import { reloadAt } from '../../lib/navigation';
import { fetchCurrentUser } from '../auth/auth-api';
import { deleteAccount, EXPORT_URL } from './privacy-api';

/** Hands the download to the browser, which streams it to disk. */
function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Export my data: the session is checked first (a download cannot report a failure to the page),
 * then the file downloads under the server's timestamped name.
 */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      if (!(await fetchCurrentUser())) throw new Error('Signed out');
      startDownload(EXPORT_URL);
    },
    onSuccess: () =>
      toastSuccess(
        PRIVACY_MESSAGES.exportStarted,
        'Your data is downloading as a JSON file. A large library can take a minute.',
      ),
    onError: () => toastError(PRIVACY_MESSAGES.exportFailedTitle, PRIVACY_MESSAGES.exportFailed),
  });
}

/** Deletes the account, then goes to the home page after 2 seconds (spec 4). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => deleteAccount(request),
    onSuccess: () => {
      toaster.remove();
      toastSuccess(
        PRIVACY_MESSAGES.deletedTitle,
        'Your account and all of its data were deleted. Taking you to the home page…',
      );
      window.setTimeout(() => reloadAt('/'), UI_DURATIONS_MS.accountDeletionRedirect);
    },
    onError: (error) =>
      toastError(
        PRIVACY_MESSAGES.deletionFailedTitle,
        errorDescription(error, PRIVACY_MESSAGES.deletionFailed),
      ),
  });
}
