import { beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing';
import background from '../entrypoints/background';
import { type FakeApis, installFakeApis } from '../testing/fake-apis';
import { contentItem, offline, route, stubServer } from '../testing/fake-server';
import { shownNotifications } from '../testing/notifications';
import { signedIn } from '../testing/signed-in';
import { HIGHLIGHT_MENU_ID } from './highlight';
import { pendingSaves } from './offline-queue';
import { flushPending } from './save-service';

const PAGE = 'https://news.example/rock-pools';
const SNAPSHOT = '<html><body><p>At low tide the pools fill with anemones.</p></body></html>';
const TAB = { id: 9, index: 0, url: PAGE, title: 'Rock pools' } as Browser.tabs.Tab;
const SELECTION = {
  url: PAGE,
  quote: 'the pools fill',
  prefix: 'At low tide ',
  suffix: ' with anemones.',
};

const click = (
  info: Partial<Browser.contextMenus.OnClickData> = {},
): Browser.contextMenus.OnClickData => ({
  menuItemId: HIGHLIGHT_MENU_ID,
  editable: false,
  pageUrl: PAGE,
  selectionText: 'the pools fill',
  ...info,
});

describe('"Highlight in Vault"', () => {
  let fakes: FakeApis;
  beforeEach(async () => {
    fakes = installFakeApis();
    // The first script reads the selection, the second takes the page's snapshot.
    fakes.scripting.executeScript
      .mockResolvedValueOnce([{ frameId: 0, result: SELECTION }])
      .mockResolvedValueOnce([
        { frameId: 0, result: { url: PAGE, html: SNAPSHOT, imagesInlined: 0, imagesLeftOut: [] } },
      ]);
    await signedIn();
    background.main();
  });

  it('is on the menu of a text selection in web pages', async () => {
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    expect(fakes.menuItems).toContainEqual({
      id: HIGHLIGHT_MENU_ID,
      title: 'Highlight in Vault',
      contexts: ['selection'],
      documentUrlPatterns: ['http://*/*', 'https://*/*'],
    });
  });

  it('saves the page with its snapshot, then the passage with its context, and says so once', async () => {
    const server = stubServer(
      route('POST', '/api/content', { status: 201, body: contentItem({ id: 31 }) }),
      route('POST', '/api/content/31/highlights', { status: 201, body: { id: 5 } }),
    );

    await fakes.contextMenus.onClicked.trigger(click(), TAB);

    await expect.poll(() => server.callsTo('POST', '/api/content/31/highlights')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/content')[0]?.body).toEqual({
      url: PAGE,
      title: 'Rock pools',
      html: SNAPSHOT,
    });
    expect(server.callsTo('POST', '/api/content/31/highlights')[0]?.body).toEqual({
      quote: 'the pools fill',
      prefix: 'At low tide ',
      suffix: ' with anemones.',
    });
    await expect.poll(() => shownNotifications()).toHaveLength(1);
    expect((await shownNotifications())[0]).toMatchObject({
      title: 'Highlighted in Vault',
      message: 'the pools fill',
    });
  });

  it('highlights a page saved before: the server finds it again', async () => {
    const server = stubServer(
      route('POST', '/api/content', { status: 200, body: contentItem({ id: 12 }) }),
      route('POST', '/api/content/12/highlights', { status: 201, body: { id: 6 } }),
    );
    await fakes.contextMenus.onClicked.trigger(click(), TAB);
    await expect.poll(() => server.callsTo('POST', '/api/content/12/highlights')).toHaveLength(1);
  });

  it('falls back to the selected text the browser reports when the page cannot be read', async () => {
    fakes.scripting.executeScript.mockReset();
    fakes.scripting.executeScript.mockRejectedValue(
      new Error('Cannot access contents of the page'),
    );
    const server = stubServer(
      route('POST', '/api/content', { status: 201, body: contentItem({ id: 31 }) }),
      route('POST', '/api/content/31/highlights', { status: 201, body: { id: 5 } }),
    );
    await fakes.contextMenus.onClicked.trigger(click(), TAB);
    await expect.poll(() => server.callsTo('POST', '/api/content/31/highlights')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/content/31/highlights')[0]?.body).toEqual({
      quote: 'the pools fill',
      prefix: '',
      suffix: '',
    });
  });

  it('keeps the passage with the page while the server is unreachable, and sends both later', async () => {
    const server = stubServer(offline);
    await fakes.contextMenus.onClicked.trigger(click(), TAB);
    await expect.poll(async () => (await pendingSaves()).length).toBe(1);

    server.prepend(route('POST', '/api/content', { status: 201, body: contentItem({ id: 44 }) }));
    server.prepend(route('POST', '/api/content/44/highlights', { status: 201, body: { id: 8 } }));
    await flushPending();

    expect(server.callsTo('POST', '/api/content/44/highlights')[0]?.body).toEqual({
      quote: 'the pools fill',
      prefix: 'At low tide ',
      suffix: ' with anemones.',
    });
    expect(await pendingSaves()).toEqual([]);
  });

  it('shows the passage in a notification when the page is refused', async () => {
    stubServer(route('POST', '/api/content', { status: 400, body: { message: 'Invalid URL' } }));
    await fakes.contextMenus.onClicked.trigger(click(), TAB);
    await expect
      .poll(async () => (await shownNotifications()).map((notice) => notice.title))
      .toContain('Could not save the highlight');
    const failed = (await shownNotifications()).find(
      (notice) => notice.title === 'Could not save the highlight',
    );
    expect(failed?.message).toContain('“the pools fill”');
  });
});
