import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import background from '../entrypoints/background';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { type FakeApis, installFakeApis } from '../testing/fake-apis';
import { contentItem, offline, route, SERVER, stubServer } from '../testing/fake-server';
import { badgeText, shownNotifications } from '../testing/notifications';
import { signedIn } from '../testing/signed-in';
import { enqueue, FLUSH_ALARM, flushQueue, type PendingSave, pendingSaves } from './offline-queue';
import { flushPending, save } from './save-service';

const PAGE = 'https://example.com/article';
const SNAPSHOT = '<html><body>The rendered article</body></html>';

async function storedQueue(): Promise<PendingSave[]> {
  const stored = await fakeBrowser.storage.local.get(STORAGE_KEYS.offlineQueue);
  return (stored[STORAGE_KEYS.offlineQueue] as PendingSave[] | undefined) ?? [];
}

describe('offline queue', () => {
  let fakes: FakeApis;
  beforeEach(async () => {
    fakes = installFakeApis();
    fakes.scripting.executeScript.mockResolvedValue([
      { frameId: 0, result: { url: PAGE, html: SNAPSHOT, imagesInlined: 0, imagesLeftOut: [] } },
    ]);
    await signedIn();
  });

  it('keeps a save, with its snapshot, when the server cannot be reached', async () => {
    stubServer(offline);

    const outcome = await save({
      url: PAGE,
      title: 'Article',
      tabId: 5,
      snapshot: true,
      source: 'menu',
    });

    expect(outcome).toMatchObject({
      kind: 'queued',
      pending: { url: PAGE, title: 'Article', hasSnapshot: true },
    });
    expect(await storedQueue()).toMatchObject([{ url: PAGE, title: 'Article', html: SNAPSHOT }]);
    expect(await fakeBrowser.alarms.get(FLUSH_ALARM)).toMatchObject({ periodInMinutes: 1 });
    expect(await badgeText(5)).toBe('…');
    expect(await shownNotifications()).toMatchObject([
      {
        title: 'Vault server unreachable',
        message: `Kept for later: it will be saved when ${SERVER} answers again.`,
      },
    ]);
  });

  it('treats a gateway saying the server is down like no answer', async () => {
    stubServer(route('POST', '/api/content', { status: 503, body: { message: 'Down' } }));
    expect((await save({ url: PAGE, snapshot: false, source: 'command' })).kind).toBe('queued');
    expect(await pendingSaves()).toHaveLength(1);
  });

  it('sends what waited once the server answers, then stops retrying', async () => {
    const server = stubServer(offline);
    await save({ url: PAGE, title: 'Article', tabId: 5, snapshot: true, source: 'menu' });
    await save({ url: 'https://example.com/second', snapshot: false, source: 'menu' });
    expect(await pendingSaves()).toHaveLength(2);

    server.prepend(route('POST', '/api/content', { status: 201, body: contentItem() }));
    const result = await flushPending();

    expect(result.sent.map((sent) => sent.url)).toEqual([PAGE, 'https://example.com/second']);
    expect(
      server
        .callsTo('POST', '/api/content')
        .slice(-2)
        .map((call) => call.body),
    ).toEqual([
      { url: PAGE, title: 'Article', html: SNAPSHOT },
      { url: 'https://example.com/second' },
    ]);
    expect(await storedQueue()).toEqual([]);
    expect(await fakeBrowser.alarms.get(FLUSH_ALARM)).toBeUndefined();
    expect((await shownNotifications()).at(-1)).toMatchObject({
      title: 'Saved to Vault',
      message: 'The 2 pages that were waiting have been saved.',
    });
  });

  it('keeps everything while the server is still away, noting why', async () => {
    stubServer(offline);
    await save({ url: PAGE, snapshot: false, source: 'menu' });
    const result = await flushPending();
    expect(result).toMatchObject({ sent: [], remaining: 1 });
    expect(await pendingSaves()).toMatchObject([
      { url: PAGE, lastError: 'The Vault server could not be reached' },
    ]);
  });

  it('keeps saves over the limit for later, and drops only what the server refuses for good', async () => {
    const server = stubServer(offline);
    await save({ url: PAGE, snapshot: false, source: 'menu' });
    await save({ url: 'https://example.com/second', snapshot: false, source: 'menu' });

    server.prepend(
      route('POST', '/api/content', (call) =>
        call.body?.url === PAGE
          ? { status: 400, body: { message: 'Invalid URL' } }
          : { status: 402, body: { message: 'Limit reached', code: 'limit_reached' } },
      ),
    );
    const result = await flushPending();

    expect(result.rejected.map(({ save: rejected }) => rejected.url)).toEqual([PAGE]);
    expect(await pendingSaves()).toMatchObject([
      { url: 'https://example.com/second', lastError: 'Limit reached' },
    ]);
  });

  it('keeps one entry per address, the newest', async () => {
    await enqueue({ url: PAGE, title: 'First' }, 'offline');
    await enqueue({ url: PAGE, title: 'Second' }, 'offline');
    expect(await pendingSaves()).toMatchObject([{ url: PAGE, title: 'Second' }]);
  });

  it('keeps the save without its snapshot when storage is full', async () => {
    const local = fakeBrowser.storage.local;
    const set = local.set.bind(local);
    vi.spyOn(local, 'set').mockImplementation(async (items: Record<string, unknown>) => {
      if (JSON.stringify(items).length > 1000) throw new Error('QUOTA_BYTES quota exceeded');
      return set(items);
    });
    await enqueue({ url: PAGE, html: 'x'.repeat(5000) }, 'offline');
    expect(await storedQueue()).toMatchObject([{ url: PAGE }]);
    expect((await storedQueue())[0]).not.toHaveProperty('html');
  });

  it('lets concurrent saves and a flush lose nothing', async () => {
    const urls = Array.from({ length: 5 }, (_, index) => `https://example.com/${index}`);
    await Promise.all([
      ...urls.map((url) => enqueue({ url }, 'offline')),
      flushQueue(() => Promise.resolve({ status: 'later', reason: 'offline' })),
    ]);
    expect((await pendingSaves()).map((pending) => pending.url).sort()).toEqual(urls);
  });

  it('retries when the worker starts', async () => {
    const server = stubServer(offline);
    await save({ url: PAGE, snapshot: false, source: 'menu' });
    server.prepend(route('POST', '/api/content', { status: 201, body: contentItem() }));

    background.main();

    await expect.poll(() => pendingSaves()).toEqual([]);
  });

  it('retries when the alarm fires', async () => {
    const server = stubServer(offline);
    await save({ url: PAGE, snapshot: false, source: 'menu' });
    background.main();
    // The start's own attempt, still offline: joining it waits for it to finish.
    await flushPending();
    expect(await pendingSaves()).toHaveLength(1);

    server.prepend(route('POST', '/api/content', { status: 201, body: contentItem() }));
    await fakeBrowser.alarms.onAlarm.trigger({ name: FLUSH_ALARM, scheduledTime: Date.now() });

    await expect.poll(() => pendingSaves()).toEqual([]);
    expect(server.callsTo('POST', '/api/content')).toHaveLength(3);
  });
});
