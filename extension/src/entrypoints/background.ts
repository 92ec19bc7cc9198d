import { browser, type Browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { getServerUrl, isSaveableUrl, saveDialogUrl } from '../lib/server-url';

const SAVE_MENU_ID = 'save-to-vault';
const SAVE_COMMAND = 'save-current-tab';
const WEB_PAGES = ['http://*/*', 'https://*/*'];

/** Opens the Vault dashboard in a new tab with its add dialog prefilled with `url`. */
async function openSaveDialog(url: string, opener?: Browser.tabs.Tab): Promise<void> {
  const serverUrl = await getServerUrl();
  await browser.tabs.create({
    url: saveDialogUrl(serverUrl, url),
    ...(opener?.index !== undefined ? { index: opener.index + 1 } : {}),
  });
}

/** Saves the tab a keyboard command was pressed in (older Firefox omits it: use the active tab). */
async function saveCommandTab(tab: Browser.tabs.Tab | undefined): Promise<void> {
  const target = tab ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  const url = target?.url;
  if (isSaveableUrl(url)) await openSaveDialog(url, target);
}

export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(() => {
    // Menus survive restarts of the background script; recreate them on install and update.
    void browser.contextMenus.removeAll().then(() => {
      browser.contextMenus.create({
        id: SAVE_MENU_ID,
        title: 'Save to vault',
        contexts: ['page', 'link'],
        documentUrlPatterns: WEB_PAGES,
      });
    });
  });

  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== SAVE_MENU_ID) return;
    const url = info.linkUrl ?? info.pageUrl;
    if (isSaveableUrl(url)) void openSaveDialog(url, tab);
  });

  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== SAVE_COMMAND) return;
    void saveCommandTab(tab);
  });
});
