import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';

const SAVE_COMMAND = 'save-current-tab';

/** The shortcut currently bound to "Save the current tab", and where to change it. */
export function ShortcutInfo() {
  const [shortcut, setShortcut] = useState<string | null>(null);
  useEffect(() => {
    void browser.commands.getAll().then((commands) => {
      setShortcut(commands.find((command) => command.name === SAVE_COMMAND)?.shortcut ?? '');
    });
  }, []);
  const firefox = navigator.userAgent.includes('Firefox/');
  return (
    <p className="vault-muted">
      {shortcut ? (
        <>
          <kbd>{shortcut}</kbd> saves the current tab.{' '}
        </>
      ) : (
        'No shortcut is set for saving the current tab. '
      )}
      {firefox
        ? 'Change it in Add-ons Manager → ⚙ → Manage Extension Shortcuts.'
        : 'Change it at chrome://extensions/shortcuts.'}
    </p>
  );
}
