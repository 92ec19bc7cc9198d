import { UI_DURATIONS_MS } from '@vault/contracts';
import { parseWebUrl } from '@vault/urls';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { showToast, toastError, toastInfo, toastSuccess } from '../../../components/toaster';
import { readClipboardText } from '../../../lib/clipboard';
import { errorDescription } from '../../../lib/errors';
import { openSaveDialogAtom } from '../library-atoms';
import { saveFailureToast } from '../save-failure';
import { useSaveContent } from '../use-save-content';
import { isIos } from './is-ios';

/**
 * The dashboard's quick-paste path (spec 5, 8): saves the link on the clipboard in one tap. An
 * unreadable clipboard opens the dialog for pasting by hand instead.
 */
export function useQuickPaste() {
  const save = useSaveContent();
  const openSaveDialog = useSetAtom(openSaveDialogAtom);
  const navigate = useNavigate();

  const pasteAndSave = async () => {
    const text = await readClipboardText();
    if (text === null) {
      if (isIos()) toastInfo('Opening paste field', 'Long press the field and choose Paste.');
      openSaveDialog({ manualPaste: true });
      return;
    }
    if (!text.trim()) {
      showToast({
        type: 'info',
        title: 'Clipboard is empty',
        description: 'Copy a link first, then tap Paste again.',
        duration: UI_DURATIONS_MS.emptyClipboardToast,
      });
      return;
    }
    const parsed = parseWebUrl(text);
    if (!parsed.ok) {
      toastError('Invalid URL', 'Please check the URL format and try again');
      return;
    }
    save.mutate(parsed.url, {
      onSuccess: () => toastSuccess('Content saved!', 'Your content is being processed...'),
      onError: (error) =>
        showToast(
          saveFailureToast(
            error,
            {
              title: 'Error saving content',
              description: errorDescription(error, 'Please try again'),
            },
            () => void navigate('/pricing'),
          ),
        ),
    });
  };

  return { pasteAndSave, isPending: save.isPending };
}
