import { browser, type Browser } from 'wxt/browser';
import type { SaveOutcome } from '../lib/messages';
import { save } from './save-service';

/** The manifest's command (default Ctrl+Shift+S / Command+Shift+S, changeable by the person). */
export const SAVE_COMMAND = 'save-current-tab';

/** Saves the tab the shortcut was pressed in (older Firefox omits it: the active tab then). */
export async function handleCommand(
  command: string,
  tab?: Browser.tabs.Tab,
): Promise<SaveOutcome | null> {
  if (command !== SAVE_COMMAND) return null;
  const target = tab ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  if (!target) return null;
  return save({
    url: target.url,
    title: target.title,
    tabId: target.id,
    snapshot: true,
    source: 'command',
  });
}
