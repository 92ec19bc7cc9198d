import type { APIRequestContext, BrowserContext, Page, Worker } from '@playwright/test';
import type { ContentItem } from '@vault/contracts';
import type { SaveOutcome } from '../../src/lib/messages';
import { expect } from './fixtures';

/** The little of the `chrome` API the tests use inside the service worker. */
interface ChromeInWorker {
  chrome: {
    tabs: {
      query(query: object): Promise<{ id?: number; url?: string }[]>;
      get(id: number): Promise<object>;
    };
    storage: {
      local: { get(keys: string | null): Promise<Record<string, unknown>> };
      sync: { get(keys: string | null): Promise<Record<string, unknown>> };
    };
    action: { getBadgeText(details: { tabId: number }): Promise<string> };
  };
  vaultE2e: {
    menuClicked(info: object, tab: object): Promise<SaveOutcome | null>;
    command(name: string, tab: object): Promise<SaveOutcome | null>;
  };
}

/** Opens `url` in a new tab and returns the page with the extension's id for that tab. */
export async function openTab(
  context: BrowserContext,
  background: Worker,
  url: string,
): Promise<{ page: Page; tabId: number }> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('load');
  const tabId = await background.evaluate(async (address) => {
    const { chrome } = globalThis as unknown as ChromeInWorker;
    const tabs = await chrome.tabs.query({});
    return tabs.find((tab) => tab.url === address)?.id;
  }, url);
  if (tabId === undefined) throw new Error(`No tab shows ${url}`);
  return { page, tabId };
}

/**
 * The extension's popup for `tabId`. Playwright cannot click the toolbar button, so the popup is
 * opened as a page and told which tab it is about (`?tab=`).
 */
export async function openPopup(
  context: BrowserContext,
  extensionId: string,
  tabId?: number,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/popup.html${tabId ? `?tab=${tabId}` : ''}`);
  return page;
}

/** Runs what a click on the context menu entry runs, on the tab `tabId`. */
export function clickMenu(background: Worker, tabId: number, info: Record<string, unknown>) {
  return background.evaluate(
    async ({ tabId: id, info: clicked }) => {
      const { chrome, vaultE2e } = globalThis as unknown as ChromeInWorker;
      return vaultE2e.menuClicked(
        { menuItemId: 'save-to-vault', editable: false, ...clicked },
        await chrome.tabs.get(id),
      );
    },
    { tabId, info },
  );
}

/** Runs what the keyboard shortcut runs, in the tab `tabId`. */
export function pressShortcut(background: Worker, tabId: number) {
  return background.evaluate(async (id) => {
    const { chrome, vaultE2e } = globalThis as unknown as ChromeInWorker;
    return vaultE2e.command('save-current-tab', await chrome.tabs.get(id));
  }, tabId);
}

export function badgeText(background: Worker, tabId: number): Promise<string> {
  return background.evaluate((id) => {
    const { chrome } = globalThis as unknown as ChromeInWorker;
    return chrome.action.getBadgeText({ tabId: id });
  }, tabId);
}

export function extensionStorage(background: Worker, area: 'local' | 'sync') {
  return background.evaluate((storageArea) => {
    const { chrome } = globalThis as unknown as ChromeInWorker;
    return chrome.storage[storageArea].get(null);
  }, area);
}

/** The account's item for `url` once its extraction has finished. */
export async function extractedItem(api: APIRequestContext, url: string): Promise<ContentItem> {
  let found: ContentItem | undefined;
  await expect
    .poll(
      async () => {
        const items = (await (await api.get('/api/content')).json()) as ContentItem[];
        found = items.find((item) => item.url === url);
        return found?.extractionStatus;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  // The list carries an excerpt of the text; the detail call has all of it.
  return (await (await api.get(`/api/content/${found!.id}`)).json()) as ContentItem;
}
