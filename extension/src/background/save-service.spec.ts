import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { updateSettings } from '../lib/settings';
import { type FakeApis, installFakeApis } from '../testing/fake-apis';
import { contentItem, route, SERVER, stubServer } from '../testing/fake-server';
import { badgeText, shownNotifications } from '../testing/notifications';
import { signedIn } from '../testing/signed-in';
import { getAuth } from './auth-store';
import { notificationTarget } from './notifications';
import { save, type SaveRequest } from './save-service';

const PAGE = 'https://www.linkedin.com/posts/ada_note-123';
const SNAPSHOT = '<!doctype html><html><body><p>Only visible when signed in</p></body></html>';

const pageSave = (overrides: Partial<SaveRequest> = {}): SaveRequest => ({
  url: PAGE,
  title: 'Ada on LinkedIn',
  tabId: 3,
  snapshot: true,
  source: 'command',
  ...overrides,
});

describe('saving', () => {
  let fakes: FakeApis;
  beforeEach(() => {
    fakes = installFakeApis();
    fakes.scripting.executeScript.mockResolvedValue([
      { frameId: 0, result: { url: PAGE, html: SNAPSHOT, imagesInlined: 0, imagesLeftOut: [] } },
    ]);
  });

  it('sends the address with the tab snapshot and title, and says it was saved', async () => {
    await signedIn();
    const item = contentItem({ id: 12, url: PAGE, title: null });
    const server = stubServer(route('POST', '/api/content', { status: 201, body: item }));

    const outcome = await save(pageSave());

    expect(outcome).toEqual({
      kind: 'saved',
      item,
      created: true,
      itemUrl: `${SERVER}/content/12`,
    });
    const [call] = server.callsTo('POST', '/api/content');
    expect(call?.authorization).toBe('Bearer vault_test-token');
    expect(call?.body).toEqual({ url: PAGE, title: 'Ada on LinkedIn', html: SNAPSHOT });
    expect(fakes.scripting.executeScript).toHaveBeenCalledWith(
      expect.objectContaining({
        target: { tabId: 3 },
        args: [5 * 1024 * 1024, expect.objectContaining({ timeoutMs: 4000 })],
      }),
    );
    expect(await badgeText(3)).toBe('✓');
    const [notice] = await shownNotifications();
    expect(notice).toMatchObject({ title: 'Saved to Vault', message: 'Ada on LinkedIn' });
    expect(notificationTarget(notice!.id)).toBe(`${SERVER}/content/12`);
  });

  it('says when the link was already in the vault', async () => {
    await signedIn();
    stubServer(
      route('POST', '/api/content', { status: 200, body: contentItem({ title: 'Old title' }) }),
    );
    const outcome = await save(pageSave());
    expect(outcome).toMatchObject({ kind: 'saved', created: false });
    expect(await shownNotifications()).toMatchObject([
      { title: 'Already in your Vault', message: 'Old title' },
    ]);
  });

  it('still saves the address when the snapshot cannot be taken', async () => {
    await signedIn();
    fakes.scripting.executeScript.mockRejectedValue(
      new Error('Cannot access contents of the page'),
    );
    const server = stubServer(route('POST', '/api/content', { status: 201, body: contentItem() }));
    expect((await save(pageSave())).kind).toBe('saved');
    expect(server.calls[0]?.body).toEqual({ url: PAGE, title: 'Ada on LinkedIn' });
  });

  it('sends the address alone when the server refuses the snapshot as too large', async () => {
    await signedIn();
    const server = stubServer(
      route('POST', '/api/content', (call) =>
        call.body?.html
          ? { status: 413, body: { message: 'request entity too large' } }
          : { status: 201, body: contentItem() },
      ),
    );
    expect((await save(pageSave())).kind).toBe('saved');
    expect(server.calls.map((call) => call.body?.html)).toEqual([SNAPSHOT, undefined]);
  });

  it('drops a snapshot of another page (the tab navigated meanwhile)', async () => {
    await signedIn();
    fakes.scripting.executeScript.mockResolvedValue([
      {
        frameId: 0,
        result: {
          url: 'https://elsewhere.example/',
          html: SNAPSHOT,
          imagesInlined: 0,
          imagesLeftOut: [],
        },
      },
    ]);
    const server = stubServer(route('POST', '/api/content', { status: 201, body: contentItem() }));
    await save(pageSave());
    expect(server.calls[0]?.body).not.toHaveProperty('html');
  });

  it('sends no snapshot when the person turned snapshots off', async () => {
    await signedIn();
    await updateSettings({ sendSnapshot: false });
    const server = stubServer(route('POST', '/api/content', { status: 201, body: contentItem() }));
    await save(pageSave());
    expect(fakes.scripting.executeScript).not.toHaveBeenCalled();
    expect(server.calls[0]?.body).not.toHaveProperty('html');
  });

  it('offers the upgrade when the monthly limit is reached', async () => {
    await signedIn();
    stubServer(
      route('POST', '/api/content', {
        status: 402,
        body: { message: 'You have used all 10 saves this month.', code: 'limit_reached' },
      }),
    );
    const outcome = await save(pageSave());
    expect(outcome).toEqual({
      kind: 'limit_reached',
      message: 'You have used all 10 saves this month.',
      upgradeUrl: `${SERVER}/upgrade`,
    });
    expect(await badgeText(3)).toBe('!');
    const [notice] = await shownNotifications();
    expect(notice?.title).toBe('Monthly limit reached');
    expect(notificationTarget(notice!.id)).toBe(`${SERVER}/upgrade`);
  });

  it('asks to sign in when there is no token, without calling the server', async () => {
    const server = stubServer();
    expect(await save(pageSave())).toEqual({ kind: 'not_signed_in' });
    expect(server.calls).toEqual([]);
    const [notice] = await shownNotifications();
    expect(notice?.title).toBe('Not signed in to Vault');
    expect(notificationTarget(notice!.id)).toBe('options');
  });

  it('signs out when the server rejects the token', async () => {
    await signedIn();
    stubServer(route('POST', '/api/content', { status: 401, body: { message: 'Revoked' } }));
    expect(await save(pageSave())).toEqual({ kind: 'not_signed_in' });
    expect(await getAuth()).toBeNull();
  });

  it.each(['chrome://settings/', 'about:blank', 'file:///home/ada/notes.html', undefined])(
    'says %s cannot be saved, without calling the server',
    async (url) => {
      await signedIn();
      const server = stubServer();
      const outcome = await save(pageSave({ url }));
      expect(outcome.kind).toBe('unsaveable');
      expect(server.calls).toEqual([]);
      expect((await shownNotifications())[0]?.title).toBe('Cannot save this page');
    },
  );

  it('shows the server message of other refusals', async () => {
    await signedIn();
    stubServer(route('POST', '/api/content', { status: 400, body: { message: 'Invalid URL' } }));
    expect(await save(pageSave())).toEqual({ kind: 'error', message: 'Invalid URL' });
  });

  it('leaves the outcome to the popup when the popup asked', async () => {
    await signedIn();
    stubServer(route('POST', '/api/content', { status: 201, body: contentItem() }));
    await save(pageSave({ source: 'popup' }));
    expect(await shownNotifications()).toEqual([]);
    expect(await badgeText(3)).toBe('✓');
  });

  it('opens where a notification leads when it is clicked', async () => {
    const created = await fakeBrowser.notifications.create('vault|1|https://vault.test/upgrade', {
      type: 'basic',
      iconUrl: '',
      title: 't',
      message: 'm',
    });
    const { openNotificationTarget } = await import('./notifications');
    await openNotificationTarget(created);
    const tabs = await fakeBrowser.tabs.query({});
    expect(tabs.map((tab) => tab.url)).toContain('https://vault.test/upgrade');
    expect(await shownNotifications()).toEqual([]);
  });
});
