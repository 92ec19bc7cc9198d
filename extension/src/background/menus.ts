import { browser, type Browser } from 'wxt/browser';
import type { SaveOutcome } from '../lib/messages';
import { HIGHLIGHT_MENU_ID, highlightSelection } from './highlight';
import { save, type SaveRequest } from './save-service';

export const SAVE_MENU_ID = 'save-to-vault';

/** Only web pages get the entry; browser pages and files cannot be saved. */
const WEB_PAGES = ['http://*/*', 'https://*/*'];

/**
 * One "Save to vault" entry on pages, links, images and videos, and "Highlight in Vault" on a
 * selection. Menus outlive the background worker, so they are (re)created when the extension is
 * installed or updated.
 */
export async function registerMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: SAVE_MENU_ID,
    title: 'Save to vault',
    contexts: ['page', 'link', 'image', 'video'],
    documentUrlPatterns: WEB_PAGES,
  });
  browser.contextMenus.create({
    id: HIGHLIGHT_MENU_ID,
    title: 'Highlight in Vault',
    contexts: ['selection'],
    documentUrlPatterns: WEB_PAGES,
  });
}

/**
 * What a click on the entry saves: a link's target (fetched by the server, no snapshot), or else
 * the page the click was on (an image or video saves its page), with the page's snapshot.
 */
export function menuSaveRequest(
  info: Browser.contextMenus.OnClickData,
  tab: Browser.tabs.Tab | undefined,
): SaveRequest | null {
  if (info.menuItemId !== SAVE_MENU_ID) return null;
  if (info.linkUrl) {
    return { url: info.linkUrl, tabId: tab?.id, snapshot: false, source: 'menu' };
  }
  return {
    url: info.pageUrl ?? tab?.url,
    title: tab?.title,
    tabId: tab?.id,
    snapshot: true,
    source: 'menu',
  };
}

export async function handleMenuClick(
  info: Browser.contextMenus.OnClickData,
  tab?: Browser.tabs.Tab,
): Promise<SaveOutcome | null> {
  if (info.menuItemId === HIGHLIGHT_MENU_ID) {
    await highlightSelection(info, tab);
    return null;
  }
  const request = menuSaveRequest(info, tab);
  return request ? save(request) : null;
}
