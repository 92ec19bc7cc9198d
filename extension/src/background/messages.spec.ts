import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing';
import background from '../entrypoints/background';
import type { Message } from '../lib/messages';
import { type FakeApis, installFakeApis } from '../testing/fake-apis';
import {
  contentItem,
  createdToken,
  offline,
  route,
  SERVER,
  stubServer,
  user,
} from '../testing/fake-server';
import { AUTH, signedIn } from '../testing/signed-in';
import { getAuth } from './auth-store';
import { enqueue } from './offline-queue';

const POPUP: Browser.runtime.MessageSender = {
  id: fakeBrowser.runtime.id,
  url: fakeBrowser.runtime.getURL('/popup.html'),
};

/** Sends `message` as `sender` would and resolves with the worker's answer (undefined when it ignores it). */
async function ask(message: unknown, sender: Browser.runtime.MessageSender = POPUP) {
  const onMessage = fakeBrowser.runtime.onMessage as unknown as {
    trigger: (...args: unknown[]) => Promise<unknown[]>;
  };
  const [answer] = await onMessage.trigger(message, sender);
  return answer;
}

describe('messages from the popup and options page', () => {
  let fakes: FakeApis;
  beforeEach(() => {
    fakes = installFakeApis();
    background.main();
  });

  it('describes the state without ever handing out the token', async () => {
    await signedIn();
    await enqueue({ url: 'https://example.com/a', html: '<p>big</p>' }, 'Server unreachable');

    const state = await ask({ type: 'getState' } satisfies Message);

    expect(state).toEqual({
      serverUrl: SERVER,
      account: { username: 'ada', serverUrl: SERVER },
      pending: [
        expect.objectContaining({
          url: 'https://example.com/a',
          hasSnapshot: true,
          lastError: 'Server unreachable',
        }),
      ],
      settings: { sendSnapshot: true },
    });
    expect(JSON.stringify(state)).not.toContain(AUTH.token);
    expect(JSON.stringify(state)).not.toContain('<p>big</p>');
  });

  it('signs in and out', async () => {
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    });
    const server = stubServer(
      route('POST', '/api/auth/tokens', {
        status: 201,
        body: createdToken({ name: 'Firefox on Linux' }),
      }),
      route('GET', '/api/auth/user', { status: 200, body: user() }),
      route('DELETE', '/api/auth/tokens/42', { status: 204 }),
    );

    const signedInAnswer = await ask({
      type: 'signIn',
      serverUrl: SERVER,
      username: 'ada',
      password: 'pw',
    } satisfies Message);
    expect(signedInAnswer).toEqual({ ok: true, value: { username: 'ada', serverUrl: SERVER } });
    expect(server.calls[0]?.body).toMatchObject({ name: 'Firefox on Linux' });
    expect(await getAuth()).not.toBeNull();

    expect(await ask({ type: 'signOut' } satisfies Message)).toEqual({ revoked: true });
    expect(server.callsTo('DELETE', '/api/auth/tokens/42')).toHaveLength(1);
    expect(await getAuth()).toBeNull();
  });

  it('saves the tab the popup names, with its snapshot, without a notification', async () => {
    await signedIn();
    const tab = { id: 9, index: 0, url: 'https://medium.com/@ada/essay', title: 'An essay' };
    vi.spyOn(fakeBrowser.tabs, 'get').mockResolvedValue(tab as Browser.tabs.Tab);
    fakes.scripting.executeScript.mockResolvedValue([
      {
        frameId: 0,
        result: {
          url: 'https://medium.com/@ada/essay',
          html: '<p>Essay</p>',
          imagesInlined: 0,
          imagesLeftOut: [],
        },
      },
    ]);
    const item = contentItem({ id: 3, platform: 'medium' });
    const server = stubServer(route('POST', '/api/content', { status: 201, body: item }));

    const outcome = await ask({ type: 'saveTab', tabId: tab.id } satisfies Message);

    expect(outcome).toEqual({
      kind: 'saved',
      item,
      created: true,
      itemUrl: `${SERVER}/content/3`,
    });
    expect(server.calls[0]?.body).toEqual({
      url: 'https://medium.com/@ada/essay',
      title: 'An essay',
      html: '<p>Essay</p>',
    });
    expect(await fakeBrowser.notifications.getAll()).toEqual({});
  });

  it('reads and retries an item, and reports a revoked token as signed out', async () => {
    await signedIn();
    const server = stubServer(
      route('GET', '/api/content/3', {
        status: 200,
        body: contentItem({ id: 3, extractionStatus: 'failed' }),
      }),
      route('POST', '/api/content/3/retry', {
        status: 200,
        body: contentItem({ id: 3, extractionStatus: 'queued' }),
      }),
    );
    expect(await ask({ type: 'getItem', id: 3 })).toMatchObject({
      ok: true,
      value: { extractionStatus: 'failed' },
    });
    expect(await ask({ type: 'retryItem', id: 3 })).toMatchObject({
      ok: true,
      value: { extractionStatus: 'queued' },
    });

    server.prepend(route('GET', '/api/auth/user', { status: 401, body: { message: 'Revoked' } }));
    expect(await ask({ type: 'getUser' })).toMatchObject({ ok: false, signedOut: true });
    expect(await getAuth()).toBeNull();
  });

  it('answers an unreachable server with a message, not a failure', async () => {
    await signedIn();
    stubServer(offline);
    expect(await ask({ type: 'getUser' })).toEqual({
      ok: false,
      error: 'The Vault server could not be reached',
    });
  });

  it('ignores malformed messages and messages from web pages', async () => {
    await signedIn();
    const server = stubServer();
    expect(await ask({ type: 'saveTab', tabId: 'one' })).toBeUndefined();
    expect(await ask({ type: 'deleteEverything' })).toBeUndefined();
    expect(await ask('getState')).toBeUndefined();
    expect(
      await ask({ type: 'getState' }, { id: 'another-extension', url: 'chrome-extension://x/' }),
    ).toBeUndefined();
    expect(
      await ask(
        { type: 'signOut' },
        {
          id: fakeBrowser.runtime.id,
          url: 'https://evil.example/',
          tab: { id: 1 } as Browser.tabs.Tab,
        },
      ),
    ).toBeUndefined();
    expect(server.calls).toEqual([]);
    expect(await getAuth()).not.toBeNull();
  });
});
