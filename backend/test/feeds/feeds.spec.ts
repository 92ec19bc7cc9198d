import type { Feed, PollFeedResponse } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedScheduler } from '../../src/modules/feeds/feed-scheduler.service.js';
import { startFeedSite, type FeedSite } from '../support/feed-site.js';
import { drainJobs, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const MINUTE_MS = 60_000;
const numbered = (from: number, to: number, topic = 'Gardening') =>
  Array.from({ length: to - from + 1 }, (_, index) => `${topic} note ${from + index}`);

describe('feeds in', () => {
  let testApp: TestApp;
  let site: FeedSite;

  beforeAll(async () => {
    site = await startFeedSite();
    site.publish(numbered(1, 14));
    testApp = await startTestApp({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await testApp.close();
    await site.close();
  });

  async function proUser() {
    const account = await signUp(testApp);
    await setPlan(testApp, account.user.id, 'pro', 250);
    return account;
  }

  const libraryUrls = async (userId: number) =>
    (
      await sql<{ url: string; custom_tags: string[] | null }>(
        testApp,
        'SELECT url, custom_tags FROM content_items WHERE user_id = $1 ORDER BY saved_at DESC, id DESC',
        [userId],
      )
    ).map((row) => row.url);

  it('finds the feed a site announces, and a first subscription saves only its newest 10 entries', async () => {
    const { agent, user } = await proUser();
    const created = await agent.post('/api/feeds').send({ url: site.blogUrl }).expect(201);
    const feed = created.body as Feed;
    expect(feed).toMatchObject({
      url: site.rssUrl,
      title: 'Fixture Engineering Blog',
      status: 'active',
      lastError: null,
      savedCount: 10,
      intervalMinutes: 60,
    });
    const urls = await libraryUrls(user.id);
    // The newest ten, newest on top.
    expect(urls).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5].map((n) => site.postUrl(n)));
    const tags = await sql<{ custom_tags: string[] }>(
      testApp,
      'SELECT DISTINCT custom_tags FROM content_items WHERE user_id = $1',
      [user.id],
    );
    expect(tags).toEqual([{ custom_tags: ['Fixture Engineering Blog'] }]);
    expect(Date.parse(feed.nextPollAt!) - Date.now()).toBeGreaterThan(55 * MINUTE_MS);

    // The entries are extracted like any save, on the low-priority queue.
    await drainJobs(testApp);
    const listed = await agent.get('/api/content').expect(200);
    expect(listed.body[0]).toMatchObject({
      title: 'Gardening note 14',
      extractionStatus: 'completed',
      customTags: ['Fixture Engineering Blog'],
    });

    const list = await agent.get('/api/feeds').expect(200);
    expect(list.body).toMatchObject({ limit: 50, feeds: [{ id: feed.id, savedCount: 10 }] });
  });

  it.each([
    ['Atom', () => site.atomUrl],
    ['JSON Feed', () => site.jsonUrl],
  ])('reads %s', async (_format, address) => {
    const { agent, user } = await proUser();
    const created = await agent.post('/api/feeds').send({ url: address() }).expect(201);
    expect(created.body).toMatchObject({ url: address(), savedCount: 10 });
    expect((await libraryUrls(user.id))[0]).toBe(site.postUrl(14));
  });

  it('answers 400 with the reason when an address has no feed', async () => {
    const { agent } = await proUser();
    const plain = await agent.post('/api/feeds').send({ url: site.plainPageUrl }).expect(400);
    expect(plain.body.message).toBe('This page does not link to an RSS, Atom or JSON Feed');
    const missing = await agent
      .post('/api/feeds')
      .send({ url: `${site.origin}/missing.xml` })
      .expect(400);
    expect(missing.body.message).toBe('Not found (404)');
    const notAnAddress = await agent.post('/api/feeds').send({ url: 'not a link' }).expect(400);
    expect(notAnAddress.body.message).toBe('Enter a web address (http or https)');
    expect((await agent.get('/api/feeds').expect(200)).body.feeds).toEqual([]);
  });

  it('saves new entries when checked again, and asks with a conditional GET', async () => {
    const { agent, user } = await proUser();
    const feed = (await agent.post('/api/feeds').send({ url: site.atomUrl }).expect(201))
      .body as Feed;
    const before = site.answers('/atom.xml', 304);
    const unchanged = await agent.post(`/api/feeds/${feed.id}/poll`).expect(200);
    expect(unchanged.body).toMatchObject({ saved: 0, feed: { lastError: null } });
    expect(site.answers('/atom.xml', 304)).toBe(before + 1);
    expect(site.lastRequest('/atom.xml')?.['if-none-match']).toMatch(/^"posts-\d+"$/);

    const [fresh] = site.publish(['A freshly published note']);
    const polled = (await agent.post(`/api/feeds/${feed.id}/poll`).expect(200))
      .body as PollFeedResponse;
    expect(polled).toMatchObject({ saved: 1, feed: { savedCount: 11 } });
    expect(polled.feed.lastNewEntryAt).not.toBeNull();
    expect((await libraryUrls(user.id))[0]).toBe(site.postUrl(fresh!.n));
  });

  it('saves only entries whose title or text matches the keywords', async () => {
    const local = await startFeedSite();
    try {
      local.publish(['Steam engines', 'Roses in June', 'The difference engine', 'Tulips']);
      const { agent, user } = await proUser();
      const feed = (
        await agent
          .post('/api/feeds')
          .send({ url: local.rssUrl, keywords: ['ENGINE', ' ', 'engine'] })
          .expect(201)
      ).body as Feed;
      expect(feed.keywords).toEqual(['ENGINE']);
      expect(await libraryUrls(user.id)).toEqual([local.postUrl(3), local.postUrl(1)]);

      // The text counts too: this post's summary names its title's topic.
      local.publish(['Locomotive', 'Orchids']);
      await agent
        .patch(`/api/feeds/${feed.id}`)
        .send({ keywords: ['orchids'] })
        .expect(200);
      const polled = await agent.post(`/api/feeds/${feed.id}/poll`).expect(200);
      expect(polled.body.saved).toBe(1);
      expect((await libraryUrls(user.id))[0]).toBe(local.postUrl(6));
    } finally {
      // Its entries' extractions finish while the site still answers, not in a later test's drain.
      await drainJobs(testApp);
      await local.close();
    }
  });

  it('never saves an entry twice: not one already in the library, nor one seen by another feed', async () => {
    const { agent, user } = await proUser();
    const manual = await agent
      .post('/api/content')
      .send({ url: site.postUrl(12) })
      .expect(201);
    const usageBefore = (
      await sql<{ usage_count: number }>(testApp, 'SELECT usage_count FROM users WHERE id = $1', [
        user.id,
      ])
    )[0]!.usage_count;

    const rss = (await agent.post('/api/feeds').send({ url: site.rssUrl }).expect(201))
      .body as Feed;
    expect(rss.savedCount).toBe(9);
    // The same site's Atom feed lists the same pages: nothing new.
    const atom = (await agent.post('/api/feeds').send({ url: site.atomUrl }).expect(201))
      .body as Feed;
    expect(atom.savedCount).toBe(0);

    const rows = await sql<{ id: number; n: string }>(
      testApp,
      'SELECT id, count(*) OVER (PARTITION BY canonical_url) AS n FROM content_items WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    // The item saved by hand is neither charged again nor moved.
    const usageAfter = (
      await sql<{ usage_count: number }>(testApp, 'SELECT usage_count FROM users WHERE id = $1', [
        user.id,
      ])
    )[0]!.usage_count;
    expect(usageAfter - usageBefore).toBe(9);
    expect((await libraryUrls(user.id)).at(-1)).toBe(manual.body.url);

    // Deleted from the library, an entry stays seen: the next check does not bring it back.
    const newest = (await agent.get('/api/content').expect(200)).body[0] as { id: number };
    await agent.delete(`/api/content/${newest.id}`).expect(204);
    await agent.post(`/api/feeds/${rss.id}/poll`).expect(200);
    await sql(testApp, 'UPDATE feeds SET etag = NULL, last_modified = NULL WHERE id = $1', [
      rss.id,
    ]);
    expect((await agent.post(`/api/feeds/${rss.id}/poll`).expect(200)).body.saved).toBe(0);
  });

  it('keeps the last error of a failing feed and backs off, longer after each failure and as Retry-After asks', async () => {
    const local = await startFeedSite();
    try {
      local.publish(numbered(1, 2));
      const { agent } = await proUser();
      const feed = (
        await agent.post('/api/feeds').send({ url: local.rssUrl, intervalMinutes: 30 }).expect(201)
      ).body as Feed;

      local.fail('/rss.xml', { status: 500 });
      const first = (await agent.post(`/api/feeds/${feed.id}/poll`).expect(200)).body.feed as Feed;
      expect(first).toMatchObject({
        status: 'failing',
        failures: 1,
        lastError: 'The page answered 500 Internal Server Error',
      });
      const firstWait = Date.parse(first.nextPollAt!) - Date.now();
      expect(firstWait).toBeGreaterThan(55 * MINUTE_MS);
      expect(firstWait).toBeLessThanOrEqual(60 * MINUTE_MS);
      const second = (await agent.post(`/api/feeds/${feed.id}/poll`).expect(200)).body.feed as Feed;
      expect(second.failures).toBe(2);
      expect(Date.parse(second.nextPollAt!) - Date.now()).toBeGreaterThan(115 * MINUTE_MS);

      local.fail('/rss.xml', { status: 429, headers: { 'Retry-After': '36000' } });
      const limited = (await agent.post(`/api/feeds/${feed.id}/poll`).expect(200)).body
        .feed as Feed;
      expect(limited.lastError).toBe('The page answered 429 Too Many Requests');
      expect(Date.parse(limited.nextPollAt!) - Date.now()).toBeGreaterThan(595 * MINUTE_MS);

      local.recover('/rss.xml');
      local.publish(['Back again']);
      const recovered = (await agent.post(`/api/feeds/${feed.id}/poll`).expect(200)).body;
      expect(recovered).toMatchObject({
        saved: 1,
        feed: { status: 'active', failures: 0, lastError: null },
      });
    } finally {
      // Its entries' extractions finish while the site still answers, not in a later test's drain.
      await drainJobs(testApp);
      await local.close();
    }
  });

  it('waits as long as the feed ttl asks', async () => {
    const local = await startFeedSite({ ttlMinutes: 180 });
    try {
      local.publish(numbered(1, 1));
      const { agent } = await proUser();
      const feed = (await agent.post('/api/feeds').send({ url: local.rssUrl }).expect(201))
        .body as Feed;
      expect(Date.parse(feed.nextPollAt!) - Date.now()).toBeGreaterThan(175 * MINUTE_MS);
    } finally {
      // Its entries' extractions finish while the site still answers, not in a later test's drain.
      await drainJobs(testApp);
      await local.close();
    }
  });

  it('checks due feeds from the queue, once however many processes sweep, and skips paused ones', async () => {
    const local = await startFeedSite();
    try {
      local.publish(numbered(1, 1));
      const { agent, user } = await proUser();
      const feed = (await agent.post('/api/feeds').send({ url: local.rssUrl }).expect(201))
        .body as Feed;
      const scheduler = testApp.app.get(FeedScheduler);
      await drainJobs(testApp);

      const paused = await agent.patch(`/api/feeds/${feed.id}`).send({ paused: true }).expect(200);
      expect(paused.body).toMatchObject({ status: 'paused', paused: true, nextPollAt: null });
      await sql(
        testApp,
        `UPDATE feeds SET next_poll_at = now() - interval '1 minute' WHERE id = $1`,
        [feed.id],
      );
      local.publish(['While paused']);
      await scheduler.sweep();
      await drainJobs(testApp);
      expect(await libraryUrls(user.id)).toEqual([local.postUrl(1)]);

      const resumed = await agent
        .patch(`/api/feeds/${feed.id}`)
        .send({ paused: false })
        .expect(200);
      expect(resumed.body.status).toBe('active');
      const fetchesBefore = local.answers('/rss.xml', 200);
      // Two processes sweeping at once: the feed is claimed by one of them.
      await Promise.all([scheduler.sweep(), scheduler.sweep()]);
      await drainJobs(testApp);
      expect(local.answers('/rss.xml', 200)).toBe(fetchesBefore + 1);
      expect(await libraryUrls(user.id)).toEqual([local.postUrl(2), local.postUrl(1)]);
      const after = (await agent.get('/api/feeds').expect(200)).body.feeds[0] as Feed;
      expect(after).toMatchObject({ savedCount: 2, lastError: null });
      expect(Date.parse(after.nextPollAt!) - Date.now()).toBeGreaterThan(55 * MINUTE_MS);
    } finally {
      // Its entries' extractions finish while the site still answers, not in a later test's drain.
      await drainJobs(testApp);
      await local.close();
    }
  });

  it('adds new entries to the chosen board column', async () => {
    const { agent } = await proUser();
    const board = await agent.post('/api/kanban/boards').send({ name: 'Reading' }).expect(201);
    const column = board.body.columns[1].id as string;
    await agent
      .post('/api/feeds')
      .send({ url: site.rssUrl, boardId: board.body.id, boardColumnId: 'nope' })
      .expect(400);
    const feed = (
      await agent
        .post('/api/feeds')
        .send({ url: site.rssUrl, boardId: board.body.id, boardColumnId: column })
        .expect(201)
    ).body as Feed;
    expect(feed).toMatchObject({ boardId: board.body.id, boardColumnId: column });
    const onBoard = await agent.get(`/api/kanban/boards/${board.body.id}`).expect(200);
    expect(onBoard.body.items).toHaveLength(10);
    expect(
      (onBoard.body.items as { columnId: string }[]).every((item) => item.columnId === column),
    ).toBe(true);
  });

  it('stops saving when the allowance is used up, and saves the rest once there are saves again', async () => {
    const local = await startFeedSite();
    try {
      local.publish(numbered(1, 1));
      const { agent, user } = await proUser();
      const feed = (await agent.post('/api/feeds').send({ url: local.rssUrl }).expect(201))
        .body as Feed;
      await sql(testApp, 'UPDATE users SET usage_limit = usage_count + 1 WHERE id = $1', [user.id]);
      local.publish(['One', 'Two', 'Three']);
      const short = (await agent.post(`/api/feeds/${feed.id}/poll`).expect(200)).body;
      expect(short.saved).toBe(1);
      expect(short.feed.lastError).toMatch(/saves for this month are used up/);
      await sql(testApp, 'UPDATE users SET usage_limit = usage_count + 10 WHERE id = $1', [
        user.id,
      ]);
      const rest = (await agent.post(`/api/feeds/${feed.id}/poll`).expect(200)).body;
      expect(rest).toMatchObject({ saved: 2, feed: { lastError: null, savedCount: 4 } });
    } finally {
      // Its entries' extractions finish while the site still answers, not in a later test's drain.
      await drainJobs(testApp);
      await local.close();
    }
  });

  it('is a Pro and Premium feature with a limit per plan', async () => {
    const { agent, user } = await signUp(testApp);
    const refused = await agent.post('/api/feeds').send({ url: site.rssUrl }).expect(403);
    expect(refused.body.code).toBe('upgrade_required');
    expect((await agent.get('/api/feeds').expect(200)).body).toEqual({ feeds: [], limit: 0 });

    await setPlan(testApp, user.id, 'pro', 250);
    await sql(
      testApp,
      `INSERT INTO feeds (user_id, url, title, paused)
       SELECT $1, 'https://feeds.example/' || n, 'Feed ' || n, true FROM generate_series(1, 50) AS n`,
      [user.id],
    );
    const full = await agent.post('/api/feeds').send({ url: site.rssUrl }).expect(403);
    expect(full.body).toMatchObject({ code: 'feed_limit' });
    await setPlan(testApp, user.id, 'premium', 750);
    await agent.post('/api/feeds').send({ url: site.rssUrl }).expect(201);

    // Back on free: the feeds stay listed and removable, but are not checked.
    await setPlan(testApp, user.id, 'free', 10);
    const [feed] = (await agent.get('/api/feeds').expect(200)).body.feeds as Feed[];
    await agent.post(`/api/feeds/${feed!.id}/poll`).expect(403);
    await agent.delete(`/api/feeds/${feed!.id}`).expect(204);
  });

  it('removing a feed keeps what it saved, and it is never checked again', async () => {
    const local = await startFeedSite();
    try {
      local.publish(numbered(1, 2, 'Pottery'));
      const { agent, user } = await proUser();
      const feed = (await agent.post('/api/feeds').send({ url: local.rssUrl }).expect(201))
        .body as Feed;
      await drainJobs(testApp);
      const saved = await libraryUrls(user.id);
      expect(saved).toEqual([local.postUrl(2), local.postUrl(1)]);

      // Due now: had it stayed anywhere, the sweep below would check it.
      await sql(
        testApp,
        `UPDATE feeds SET next_poll_at = now() - interval '1 minute' WHERE id = $1`,
        [feed.id],
      );
      await agent.delete(`/api/feeds/${feed.id}`).expect(204);
      expect((await agent.get('/api/feeds').expect(200)).body.feeds).toEqual([]);
      await agent.post(`/api/feeds/${feed.id}/poll`).expect(404);
      await agent.patch(`/api/feeds/${feed.id}`).send({ paused: true }).expect(404);
      await agent.delete(`/api/feeds/${feed.id}`).expect(404);

      const fetchesBefore = local.answers('/rss.xml', 200);
      local.publish(['Pottery after the feed was removed']);
      await testApp.app.get(FeedScheduler).sweep();
      await drainJobs(testApp);
      expect(local.answers('/rss.xml', 200)).toBe(fetchesBefore);
      expect(await libraryUrls(user.id)).toEqual(saved);
      const items = (await agent.get('/api/content').expect(200)).body as { url: string }[];
      expect(items.map((item) => item.url)).toEqual(saved);
    } finally {
      // Its entries' extractions finish while the site still answers, not in a later test's drain.
      await drainJobs(testApp);
      await local.close();
    }
  });

  it("answers 404 for another person's feed", async () => {
    const owner = await proUser();
    const other = await proUser();
    const feed = (await owner.agent.post('/api/feeds').send({ url: site.jsonUrl }).expect(201))
      .body as Feed;
    await other.agent.patch(`/api/feeds/${feed.id}`).send({ paused: true }).expect(404);
    await other.agent.post(`/api/feeds/${feed.id}/poll`).expect(404);
    await other.agent.delete(`/api/feeds/${feed.id}`).expect(404);
    expect((await other.agent.get('/api/feeds').expect(200)).body.feeds).toEqual([]);
    const still = (await owner.agent.get('/api/feeds').expect(200)).body.feeds as Feed[];
    expect(still).toMatchObject([{ id: feed.id, paused: false }]);
    // Nor can a feed be pointed at another person's board.
    const board = await owner.agent.post('/api/kanban/boards').send({ name: 'Mine' }).expect(201);
    await other.agent
      .post('/api/feeds')
      .send({ url: site.rssUrl, boardId: board.body.id })
      .expect(404);
  });
});
