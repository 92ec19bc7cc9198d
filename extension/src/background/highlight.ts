import { HIGHLIGHT_LIMITS } from '@vault/contracts';
import { browser, type Browser } from 'wxt/browser';
import { withAccount } from './account';
import { ApiError, ServerUnreachableError } from './api-client';
import { notify } from './notifications';
import { save } from './save-service';

export const HIGHLIGHT_MENU_ID = 'highlight-in-vault';

/** A selection as a Web Annotation text quote: the text and a little of what surrounds it. */
export interface PageSelection {
  url: string;
  quote: string;
  prefix: string;
  suffix: string;
}

/**
 * Runs inside the page (through `scripting.executeScript`, so it must use nothing from outside
 * its body): the selected text with up to `contextLength` characters of the page's text on each
 * side, counted as the server counts its text (text nodes in order).
 */
export function readSelection(contextLength: number): PageSelection | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const quote = range.toString();
  if (!quote.trim()) return null;
  const before = document.createRange();
  before.setStart(document.body, 0);
  before.setEnd(range.startContainer, range.startOffset);
  const after = document.createRange();
  after.setStart(range.endContainer, range.endOffset);
  after.setEnd(document.body, document.body.childNodes.length);
  return {
    url: location.href,
    quote,
    prefix: before.toString().slice(-contextLength),
    suffix: after.toString().slice(0, contextLength),
  };
}

/** The selection in the tab; the browser's own copy of the selected text when it cannot be read. */
async function selectionOf(
  info: Browser.contextMenus.OnClickData,
  tabId: number,
): Promise<Omit<PageSelection, 'url'> | null> {
  try {
    const [injection] = await browser.scripting.executeScript({
      target: { tabId, ...(info.frameId ? { frameIds: [info.frameId] } : {}) },
      func: readSelection,
      args: [HIGHLIGHT_LIMITS.contextLength],
    });
    if (injection?.result) return injection.result;
  } catch {
    // No access to the frame: fall back to what the menu click carries.
  }
  const quote = info.selectionText?.trim();
  return quote ? { quote, prefix: '', suffix: '' } : null;
}

/**
 * "Highlight in Vault": saves the page (with its snapshot, as "Save to vault" does; a page
 * already saved is found again), then the selected passage as a highlight of it.
 */
export async function highlightSelection(
  info: Browser.contextMenus.OnClickData,
  tab: Browser.tabs.Tab | undefined,
): Promise<void> {
  const tabId = tab?.id;
  const selection = tabId === undefined ? null : await selectionOf(info, tabId);
  if (!selection) {
    await notify({ kind: 'error', message: 'Select some text on the page, then try again.' });
    return;
  }
  const quote = selection.quote.slice(0, HIGHLIGHT_LIMITS.quoteMaxLength);
  const passage = { quote, prefix: selection.prefix, suffix: selection.suffix };
  const outcome = await save({
    url: info.pageUrl ?? tab?.url,
    title: tab?.title,
    tabId,
    snapshot: true,
    source: 'highlight',
    highlight: passage,
  });
  // Kept for later with its page; the save's notification says so.
  if (outcome.kind === 'queued') return;
  if (outcome.kind !== 'saved') {
    // The save's own notification said why; this one keeps the passage in view.
    await notify({
      kind: 'highlight_failed',
      quote,
      reason: 'The page could not be saved, so neither could the highlight.',
    });
    return;
  }
  try {
    await withAccount((client) => client.createHighlight(outcome.item.id, passage));
    await notify({ kind: 'highlighted', quote, itemUrl: outcome.itemUrl });
  } catch (error) {
    if (error instanceof ApiError || error instanceof ServerUnreachableError) {
      await notify({ kind: 'highlight_failed', quote, reason: error.message });
      return;
    }
    throw error;
  }
}
