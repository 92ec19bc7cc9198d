import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { type ExtensionState, sendMessage } from './messages';
import { STORAGE_KEYS } from './storage-keys';

const WATCHED_KEYS: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS));

/**
 * The background's view of the extension (account, pending saves, settings), kept current: it is
 * asked again whenever the stored state changes (a sign-in elsewhere, a queued save going out).
 */
export function useExtensionState(): {
  state: ExtensionState | null;
  error: string | null;
  refresh: () => Promise<void>;
} {
  const [state, setState] = useState<ExtensionState | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      setState(await sendMessage({ type: 'getState' }));
      setError(null);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The extension did not answer');
    }
  }, []);

  useEffect(() => {
    void refresh();
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && Object.keys(changes).some((key) => WATCHED_KEYS.has(key))) {
        void refresh();
      }
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, [refresh]);

  return { state, error, refresh };
}
