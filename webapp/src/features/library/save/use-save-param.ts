import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openSaveDialogAtom } from '../library-atoms';

/** The query parameter the browser extension falls back to: `/?save=<url>`. */
export const SAVE_PARAM = 'save';

/**
 * Opens the Save Content dialog prefilled with `?save=<url>`, then drops the parameter so a
 * reload or the back button does not offer the same link again.
 */
export function useSaveParam(): void {
  const [params, setParams] = useSearchParams();
  const openSaveDialog = useSetAtom(openSaveDialogAtom);
  const url = params.get(SAVE_PARAM);

  useEffect(() => {
    if (url === null) return;
    openSaveDialog({ initialUrl: url.trim() });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SAVE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [url, openSaveDialog, setParams]);
}
