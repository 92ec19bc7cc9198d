import { UI_DURATIONS_MS } from '@vault/contracts';
import { useEffect } from 'react';
import { enableStoredBypass } from '../../app/preview-storage';
import { toastSuccess } from '../../components/toaster';
import { isDeveloperShortcut } from './developer-shortcut';

/** On the waitlist page, Cmd/Ctrl+Shift+R sets the bypass flag and reloads into the app. */
export function useDeveloperShortcut(): void {
  useEffect(() => {
    let timer: number | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isDeveloperShortcut(event)) return;
      // Stop the browser's own hard reload so the toast can show first.
      event.preventDefault();
      enableStoredBypass();
      toastSuccess('Developer Mode Activated! Redirecting to the app...');
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => window.location.reload(),
        UI_DURATIONS_MS.developerModeReload,
      );
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      window.clearTimeout(timer);
    };
  }, []);
}
