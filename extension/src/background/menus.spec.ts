import { beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing';
import background from '../entrypoints/background';
import { type FakeApis, installFakeApis } from '../testing/fake-apis';
import { contentItem, route, stubServer } from '../testing/fake-server';
import { shownNotifications } from '../testing/notifications';
import { signedIn } from '../testing/signed-in';
import { HIGHLIGHT_MENU_ID } from './highlight';
import { SAVE_MENU_ID } from './menus';

const PAGE = 'https://www.instagram.com/p/Cabc123/';
const LINK = 'https://github.com/karakeep-app/karakeep';
const SNAPSHOT = '<html><body>A post only a signed-in visitor sees</body></html>';
const TAB = { id: 4, index: 0, url: PAGE, title: 'Instagram post' } as Browser.tabs.Tab;

const click = (
  info: Partial<Browser.contextMenus.OnClickData>,
): Browser.contextMenus.OnClickData => ({
  menuItemId: SAVE_MENU_ID,
  editable: false,
  pageUrl: PAGE,
  ...info,
});

describe('context menu', () => {
  let fakes: FakeApis;
  beforeEach(async () => {
    fakes = installFakeApis();
    fakes.scripting.executeScript.mockResolvedValue([
      { frameId: 0, result: { url: PAGE, html: SNAPSHOT, imagesInlined: 0, imagesLeftOut: [] } },
    ]);
    await signedIn();
    background.main();
  });

  it('registers "Save to vault" for pages, links, images and videos, and "Highlight in Vault" for selections, on install', async () => {
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });

    expect(fakes.contextMenus.removeAll).toHaveBeenCalled();
    expect(fakes.menuItems).toEqual([
      {
        id: SAVE_MENU_ID,
        title: 'Save to vault',
        contexts: ['page', 'link', 'image', 'video'],
        documentUrlPatterns: ['http://*/*', 'https://*/*'],
      },
      {
        id: HIGHLIGHT_MENU_ID,
        title: 'Highlight in Vault',
        contexts: ['selection'],
        documentUrlPatterns: ['http://*/*', 'https://*/*'],
      },
    ]);

    // Again on update, without duplicating it.
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'update', temporary: false });
    expect(fakes.menuItems).toHaveLength(2);
  });

  it('saves a link target without a snapshot of the page it is on', async () => {
    const server = stubServer(route('POST', '/api/content', { status: 201, body: contentItem() }));

    await fakes.contextMenus.onClicked.trigger(click({ linkUrl: LINK }), TAB);

    await expect.poll(() => server.callsTo('POST', '/api/content')).toHaveLength(1);
    expect(server.calls[0]?.body).toEqual({ url: LINK });
    expect(fakes.scripting.executeScript).not.toHaveBeenCalled();
    await expect.poll(() => shownNotifications()).toHaveLength(1);
  });

  it.each<Partial<Browser.contextMenus.OnClickData>>([
    {},
    { mediaType: 'image', srcUrl: 'https://cdn.example/photo.jpg' },
    { mediaType: 'video', srcUrl: 'https://cdn.example/clip.mp4' },
  ])('saves the page with its snapshot (click %o)', async (info) => {
    const server = stubServer(route('POST', '/api/content', { status: 201, body: contentItem() }));

    await fakes.contextMenus.onClicked.trigger(click(info), TAB);

    await expect.poll(() => server.callsTo('POST', '/api/content')).toHaveLength(1);
    expect(server.calls[0]?.body).toEqual({ url: PAGE, title: 'Instagram post', html: SNAPSHOT });
    expect(fakes.scripting.executeScript).toHaveBeenCalledWith(
      expect.objectContaining({ target: { tabId: 4 } }),
    );
  });

  it('ignores entries that are not its own', async () => {
    const server = stubServer();
    await fakes.contextMenus.onClicked.trigger(click({ menuItemId: 'other' }), TAB);
    expect(server.calls).toEqual([]);
  });
});
