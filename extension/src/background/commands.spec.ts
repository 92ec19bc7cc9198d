import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing';
import background from '../entrypoints/background';
import { type FakeApis, installFakeApis } from '../testing/fake-apis';
import { contentItem, route, stubServer } from '../testing/fake-server';
import { badgeText, shownNotifications } from '../testing/notifications';
import { signedIn } from '../testing/signed-in';
import { clearAuth } from './auth-store';
import { SAVE_COMMAND } from './commands';

const PAGE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const SNAPSHOT = '<html><body>Video page</body></html>';

describe('keyboard shortcut', () => {
  let fakes: FakeApis;
  beforeEach(async () => {
    fakes = installFakeApis();
    fakes.scripting.executeScript.mockResolvedValue([
      { frameId: 0, result: { url: PAGE, html: SNAPSHOT, imagesInlined: 0, imagesLeftOut: [] } },
    ]);
    await signedIn();
    background.main();
  });

  it('saves the tab it was pressed in, with its snapshot', async () => {
    const server = stubServer(route('POST', '/api/content', { status: 201, body: contentItem() }));
    const tab = { id: 8, index: 0, url: PAGE, title: 'A video' } as Browser.tabs.Tab;

    await fakes.commands.onCommand.trigger(SAVE_COMMAND, tab);

    await expect.poll(() => server.callsTo('POST', '/api/content')).toHaveLength(1);
    expect(server.calls[0]?.body).toEqual({ url: PAGE, title: 'A video', html: SNAPSHOT });
    await expect.poll(() => badgeText(8)).toBe('✓');
    await expect.poll(() => shownNotifications()).toMatchObject([{ title: 'Saved to Vault' }]);
  });

  it('saves the active tab when the browser does not say which tab', async () => {
    const server = stubServer(route('POST', '/api/content', { status: 201, body: contentItem() }));
    const active = { id: 6, index: 0, url: PAGE, active: true } as Browser.tabs.Tab;
    const query = vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([active]);

    await fakes.commands.onCommand.trigger(SAVE_COMMAND, undefined);

    await expect.poll(() => server.callsTo('POST', '/api/content')).toHaveLength(1);
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
    expect(server.calls[0]?.body).toMatchObject({ url: PAGE });
    expect(fakes.scripting.executeScript).toHaveBeenCalledWith(
      expect.objectContaining({ target: { tabId: 6 } }),
    );
  });

  it('says the browser page cannot be saved', async () => {
    const server = stubServer();
    const tab = { id: 2, index: 0, url: 'chrome://extensions/' } as Browser.tabs.Tab;
    await fakes.commands.onCommand.trigger(SAVE_COMMAND, tab);
    await expect
      .poll(() => shownNotifications())
      .toMatchObject([
        {
          title: 'Cannot save this page',
          message: 'Browser and extension pages cannot be saved to Vault.',
        },
      ]);
    expect(server.calls).toEqual([]);
  });

  it('asks to sign in when signed out', async () => {
    await clearAuth();
    stubServer();
    const tab = { id: 2, index: 0, url: PAGE } as Browser.tabs.Tab;
    await fakes.commands.onCommand.trigger(SAVE_COMMAND, tab);
    await expect
      .poll(() => shownNotifications())
      .toMatchObject([{ title: 'Not signed in to Vault' }]);
    expect(await badgeText(2)).toBe('!');
  });

  it('ignores other commands', async () => {
    const server = stubServer();
    await fakes.commands.onCommand.trigger('something-else', {
      id: 1,
      index: 0,
      url: PAGE,
    } as Browser.tabs.Tab);
    expect(server.calls).toEqual([]);
    expect(await shownNotifications()).toEqual([]);
  });
});
