import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedSite, type FeedSite } from '../support/feed-site.js';
import { seedItems, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const PRIVATE_MESSAGE = 'The address points to a private network and cannot be fetched';

/**
 * Feeds in and out, attacked: a feed on a private address (the fetcher refuses it before any
 * request), and the library feed's address guessed, altered, replayed after it was regenerated, or
 * pointed at another person's board.
 */
describe('feed attacks (default settings: private addresses refused)', () => {
  let testApp: TestApp;
  let site: FeedSite;

  beforeAll(async () => {
    site = await startFeedSite();
    site.publish(['Internal memo']);
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
    await site.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const pathOf = (url: string) => {
    const address = new URL(url);
    return address.pathname + address.search;
  };

  it('refuses to subscribe to a feed on a private address, and never requests it', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'pro', 250);
    for (const url of [
      site.rssUrl,
      site.blogUrl,
      site.rssUrl.replace('127.0.0.1', 'localhost'),
      site.rssUrl.replace('127.0.0.1', '[::1]'),
    ]) {
      const refused = await agent.post('/api/feeds').send({ url }).expect(400);
      expect(refused.body).toMatchObject({ message: PRIVATE_MESSAGE, code: 'no_feed' });
    }
    expect(site.answers('/rss.xml', 200) + site.answers('/blog', 200)).toBe(0);
    const rows = await sql(testApp, 'SELECT id FROM feeds WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([]);
  });

  it('a stored feed moved to a private address fails its check with the reason, fetching nothing', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'pro', 250);
    const [feed] = await sql<{ id: number }>(
      testApp,
      `INSERT INTO feeds (user_id, url, title) VALUES ($1, $2, 'Moved') RETURNING id`,
      [user.id, site.atomUrl],
    );
    const polled = await agent.post(`/api/feeds/${feed!.id}/poll`).expect(200);
    expect(polled.body).toMatchObject({
      saved: 0,
      feed: { lastError: PRIVATE_MESSAGE, failures: 1 },
    });
    expect(site.answers('/atom.xml', 200)).toBe(0);
  });

  it('answers 404 to a library feed address without a token, with a wrong one, or with an old one', async () => {
    const { agent, user } = await signUp(testApp);
    await seedItems(testApp, user.id, [{ title: 'Private reading', text: 'Secret text.' }]);
    const { url } = (await agent.get('/api/integrations/library-feed').expect(200)).body as {
      url: string;
    };
    const good = await http().get(pathOf(url)).expect(200);
    expect(good.text).toContain('Private reading');

    const token = url.slice(url.lastIndexOf('/') + 1);
    const [id, mac] = token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const other = await signUp(testApp);
    const wrong = [
      '/api/library-feed/',
      '/api/library-feed',
      `/api/library-feed/${id}.${flipped}`,
      `/api/library-feed/${other.user.id}.${mac}`,
      `/api/library-feed/${id}`,
      `/api/library-feed/${mac}`,
      `/api/library-feed/${id}.${mac}x`,
      `/api/library-feed/99999999999.${mac}`,
    ];
    for (const path of wrong) {
      const answer = await http().get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toContain('Private reading');
    }

    // A session cookie is no key either: the address alone decides.
    const withCookie = await agent.get(`/api/library-feed/${id}.${flipped}`);
    expect(withCookie.status).toBe(404);

    const renewed = (await agent.post('/api/integrations/library-feed/regenerate').expect(200))
      .body as { url: string };
    expect(renewed.url).not.toBe(url);
    await http().get(pathOf(url)).expect(404);
    await http().get(pathOf(renewed.url)).expect(200);
    expect((await agent.get('/api/integrations/library-feed').expect(200)).body.url).toBe(
      renewed.url,
    );
  });

  it("shows no other person's board through one's own address, and needs a session to see or renew the address", async () => {
    const owner = await signUp(testApp);
    await setPlan(testApp, owner.user.id, 'pro', 250);
    const board = await owner.agent.post('/api/kanban/boards').send({ name: 'Theirs' }).expect(201);
    const attacker = await signUp(testApp);
    const { url } = (await attacker.agent.get('/api/integrations/library-feed').expect(200))
      .body as { url: string };
    await http()
      .get(`${pathOf(url)}?board=${board.body.id}`)
      .expect(404);

    await http().get('/api/integrations/library-feed').expect(401);
    await http().post('/api/integrations/library-feed/regenerate').expect(401);
  });
});
