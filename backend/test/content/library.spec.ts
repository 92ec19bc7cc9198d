import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIMITS } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKED_CANDIDATES, MIN_WINDOW } from '../../src/modules/content/search-windows.js';
import { seedItems, setPlan, sql } from '../support/library.js';
import { sessionSetCookie, signUp, startTestApp, type TestApp } from '../support/test-app.js';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

/** Every item a search finds, page after page through X-Next-Cursor, in the order served. */
async function searchAll(agent: Agent, search: string): Promise<{ id: number; title: string }[]> {
  const found: { id: number; title: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = await agent
      .get('/api/content')
      .query({ search, limit: 100, ...(cursor ? { cursor } : {}) })
      .expect(200);
    found.push(...(page.body as { id: number; title: string }[]));
    cursor = page.headers['x-next-cursor'];
  } while (cursor);
  return found;
}

describe('the library: list, filters, search, detail, notes, tags, favourites, delete', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const ids = (body: { id: number }[]) => body.map((item) => item.id);

  it('lists newest first with limit/offset, and pages with the keyset cursor header', async () => {
    const { agent, user } = await signUp(testApp);
    const seeded = await seedItems(
      testApp,
      user.id,
      Array.from({ length: 120 }, (_, i) => ({ title: `Item ${i}` })),
    );
    const newestFirst = [...seeded].reverse();

    const first = await agent.get('/api/content').expect(200);
    expect(ids(first.body)).toEqual(newestFirst.slice(0, 50));
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await agent.get('/api/content').query({ cursor }).expect(200);
    expect(ids(second.body)).toEqual(newestFirst.slice(50, 100));
    const third = await agent
      .get('/api/content')
      .query({ cursor: second.headers['x-next-cursor'] })
      .expect(200);
    expect(ids(third.body)).toEqual(newestFirst.slice(100));
    expect(third.headers['x-next-cursor']).toBeUndefined();

    const byOffset = await agent.get('/api/content').query({ limit: 10, offset: 5 }).expect(200);
    expect(ids(byOffset.body)).toEqual(newestFirst.slice(5, 15));
  });

  it.each([
    [{ limit: 0 }, 'limit must be at least 1'],
    [{ limit: 101 }, 'limit must be at most 100'],
    [{ offset: -1 }, 'offset must be a whole number from 0 to 2147483647'],
    [{ filter: 'archived' }, 'filter must be one of favorites, unread'],
    [{ platform: 'myspace' }, 'platform must be one of'],
    [{ cursor: 'not-a-cursor' }, 'cursor is not valid'],
  ])('refuses the query %o', async (query, message) => {
    const { agent } = await signUp(testApp);
    const response = await agent.get('/api/content').query(query).expect(400);
    expect(response.body.message).toContain(message);
  });

  it('filters by favourites, unread and platform, and combines them with search', async () => {
    const { agent, user } = await signUp(testApp);
    const [yt, li, fav, read] = await seedItems(testApp, user.id, [
      { title: 'Cooking pasta video', platform: 'youtube' },
      { title: 'Hiring post about pasta', platform: 'linkedin' },
      { title: 'Favourite pasta recipe', favorite: true },
      { title: 'Already read pasta essay', read: true },
    ]);
    expect(ids((await agent.get('/api/content?filter=favorites').expect(200)).body)).toEqual([fav]);
    expect(ids((await agent.get('/api/content?filter=unread').expect(200)).body)).toEqual([
      fav,
      li,
      yt,
    ]);
    expect(ids((await agent.get('/api/content?platform=youtube').expect(200)).body)).toEqual([yt]);
    expect(
      ids((await agent.get('/api/content?platform=linkedin&search=pasta').expect(200)).body),
    ).toEqual([li]);
    expect(
      ids((await agent.get('/api/content?filter=unread&search=essay').expect(200)).body),
    ).toEqual([]);
    expect(ids((await agent.get('/api/content?search=essay').expect(200)).body)).toEqual([read]);
  });

  it('searches title, author, text, note and tags with relevance first, prefixes, phrases, exclusions and typos', async () => {
    const { agent, user } = await signUp(testApp);
    const [textOnly, titled, byAuthor, tagged, noted, phrase, other] = await seedItems(
      testApp,
      user.id,
      [
        { title: 'Weekly digest', text: 'Somewhere deep in this text we mention kubernetes once.' },
        { title: 'Kubernetes networking explained', text: 'Pods, services and ingress.' },
        { title: 'Conference talk', author: 'Kelsey Kubernetes' },
        { title: 'Bookmark', tags: ['kubernetes', 'ops'] },
        { title: 'Saved thread', note: 'revisit the kubernetes part' },
        { title: 'Distributed systems', text: 'The quick brown fox jumps over the lazy dog.' },
        { title: 'Gardening tips', text: 'Tomatoes love sun.' },
      ],
    );
    const search = async (q: string) =>
      ids((await agent.get('/api/content').query({ search: q }).expect(200)).body);

    const kube = await search('kubernetes');
    expect(kube[0]).toBe(titled);
    expect(new Set(kube)).toEqual(new Set([titled, byAuthor, tagged, noted, textOnly]));
    expect(kube.indexOf(textOnly)).toBe(kube.length - 1);

    expect(await search('kuber')).toEqual(expect.arrayContaining([titled, tagged]));
    expect(await search('"brown fox"')).toEqual([phrase]);
    expect(await search('"fox brown"')).toEqual([]);
    expect(await search('kubernetes -networking')).not.toContain(titled);
    expect(await search('gardning tips')).toEqual([other]);
    expect(await search('zzzqqq')).toEqual([]);
  });

  it('answers a typo with look-alike titles, but not a word the library holds', async () => {
    const { agent, user } = await signUp(testApp);
    const [exact, , garden] = await seedItems(testApp, user.id, [
      { title: 'Notes', text: 'An old photograph of the harbour at dawn.' },
      { title: 'Fotograph club meeting' },
      { title: 'Gardening tips' },
    ]);
    const search = async (q: string) =>
      ids((await agent.get('/api/content').query({ search: q }).expect(200)).body);
    expect(await search('photograph')).toEqual([exact]);
    expect(await search('gardning tips')).toEqual([garden]);
  });

  it('pages through search results with the cursor', async () => {
    const { agent, user } = await signUp(testApp);
    await seedItems(
      testApp,
      user.id,
      Array.from({ length: 60 }, (_, i) => ({ title: `Photography lesson ${i}` })),
    );
    const first = await agent.get('/api/content').query({ search: 'photography' }).expect(200);
    expect(first.body).toHaveLength(50);
    const second = await agent
      .get('/api/content')
      .query({ search: 'photography', cursor: first.headers['x-next-cursor'] })
      .expect(200);
    expect(second.body).toHaveLength(10);
    expect(new Set([...ids(first.body), ...ids(second.body)]).size).toBe(60);
  });

  it('ranks the newest matches by relevance, then the older ones newest first, without repeats across pages', async () => {
    const { agent, user } = await signUp(testApp);
    // The oldest item is the most relevant of all, but outside the ranked candidate set.
    const items = Array.from({ length: RANKED_CANDIDATES + 60 }, (_, i) => ({
      title: i === 0 || i === RANKED_CANDIDATES + 30 ? 'Orchid orchid orchid care' : `Plant ${i}`,
      text: 'A note about an orchid.',
    }));
    const seeded = await seedItems(testApp, user.id, items);
    const oldestRelevant = seeded[0]!;
    const newestRelevant = seeded[RANKED_CANDIDATES + 30]!;
    const all = (await searchAll(agent, 'orchid')).map((item) => item.id);
    expect(all).toHaveLength(seeded.length);
    expect(new Set(all).size).toBe(seeded.length);
    expect(all[0]).toBe(newestRelevant);
    // Past the ranked set, recency alone: the oldest item comes last although it ranks highest.
    expect(all[all.length - 1]).toBe(oldestRelevant);
  });

  it('takes the last word as a prefix only when the words as typed match too little', async () => {
    const { agent, user } = await signUp(testApp);
    await seedItems(testApp, user.id, [
      { title: 'Catalogue of lamps', text: 'Lamps.' },
      ...Array.from({ length: RANKED_CANDIDATES }, (_, i) => ({ title: `Cat ${i}`, text: 'Fur.' })),
    ]);
    const all = async (search: string) =>
      (await searchAll(agent, search)).map((item) => item.title);
    // 'cat' matches enough items as a word: 'Catalogue' is not pulled in by the prefix.
    const cats = await all('cat');
    expect(cats).toHaveLength(RANKED_CANDIDATES);
    expect(cats).not.toContain('Catalogue of lamps');
    // A word still being typed matches as a prefix.
    expect(await all('catal')).toEqual(['Catalogue of lamps']);
  });

  it('finds matches far back in a large library, window after window, with the filters', async () => {
    const { agent, user } = await signUp(testApp);
    const total = MIN_WINDOW * 25 + 500;
    const deep = MIN_WINDOW * 4 + 10;
    // Generated in one statement: 'zebra' is rare (the three oldest items and one in the middle);
    // 'heron' is in every 20th item. Analyzed, so windows are sized from real statistics.
    await sql(
      testApp,
      `INSERT INTO content_items (user_id, url, canonical_url, platform, title, is_favorite,
                                  extraction_status, saved_at, created_at)
       SELECT $1, 'https://bulk.example/' || n, 'https://bulk.example/' || n, 'other',
              CASE WHEN n <= 3 OR n = $3 THEN 'Zebra crossing ' || n
                   WHEN n % 20 = 0 THEN 'Heron ' || n ELSE 'Filler ' || n END,
              n = 2, 'completed', now() - (($2 - n) * interval '1 second'),
              now() - (($2 - n) * interval '1 second')
         FROM generate_series(1, $2) AS n`,
      [user.id, total, deep],
    );
    await sql(testApp, 'ANALYZE content_items, content_search');
    const titles = async (query: Record<string, string>) =>
      ((await agent.get('/api/content').query(query).expect(200)).body as { title: string }[]).map(
        (item) => item.title,
      );
    const found = await titles({ search: 'zebra' });
    expect(found).toHaveLength(4);
    expect(found).toEqual(
      expect.arrayContaining([
        `Zebra crossing ${deep}`,
        'Zebra crossing 3',
        'Zebra crossing 2',
        'Zebra crossing 1',
      ]),
    );
    expect(await titles({ search: 'zebra', filter: 'favorites' })).toEqual(['Zebra crossing 2']);
    expect(await titles({ search: '"zebra crossing" -filler', limit: '2' })).toHaveLength(2);

    const herons = (await searchAll(agent, 'heron')).map((item) => item.title);
    const expected = Math.floor(total / 20) - (deep % 20 === 0 ? 1 : 0);
    expect(herons).toHaveLength(expected);
    expect(new Set(herons).size).toBe(expected);
    // Past the ranked candidates (all equally relevant here), newest first: the oldest is last.
    expect(herons[herons.length - 1]).toBe('Heron 20');
  });

  it('finds the newest matches under items still waiting for their text, and words the statistics do not know', async () => {
    const { agent, user } = await signUp(testApp);
    const insert = (from: number, to: number, title: string, status: string) =>
      sql(
        testApp,
        `INSERT INTO content_items (user_id, url, canonical_url, platform, title,
                                    extraction_status, saved_at, created_at)
         SELECT $1, 'https://waiting.example/' || n, 'https://waiting.example/' || n, 'other',
                ${title}, $4, now() - ((10000 - n) * interval '1 second'),
                now() - ((10000 - n) * interval '1 second')
           FROM generate_series($2::int, $3::int) AS n`,
        [user.id, from, to, status],
      );
    // Analyzed: 'kestrel' in every other item. Added later, so unknown to the statistics: 1,500
    // 'osprey' items (more than the full-text index alone is read for), then 1,500 items
    // waiting for their text on top.
    await insert(
      1,
      3000,
      `CASE WHEN n % 2 = 0 THEN 'Kestrel' ELSE 'Filler ' || n END`,
      'completed',
    );
    await sql(testApp, 'ANALYZE content_items, content_search');
    await insert(3001, 4500, `'Osprey'`, 'completed');
    await insert(4501, 6000, 'NULL', 'queued');
    const firstPage = async (search: string) =>
      (
        (await agent.get('/api/content').query({ search, limit: 3 }).expect(200)).body as {
          url: string;
        }[]
      ).map((item) => Number(item.url.split('/').pop()));

    // Equally relevant, so newest first.
    expect(await firstPage('osprey')).toEqual([4500, 4499, 4498]);
    expect(await firstPage('kestrel')).toEqual([3000, 2998, 2996]);
    const ospreys = (await searchAll(agent, 'osprey')).map((item) => item.id);
    expect(new Set(ospreys).size).toBe(1500);
  });

  it('lists an excerpt of long texts and gives the whole text on the detail call', async () => {
    const { agent, user } = await signUp(testApp);
    const long = `${'Long read. '.repeat(200)}The very end.`;
    const [longId, shortId] = await seedItems(testApp, user.id, [
      { title: 'Long one', text: long },
      { title: 'Short one', text: 'Short text.' },
    ]);
    const listed = (await agent.get('/api/content').expect(200)).body as {
      id: number;
      text: string;
      textTruncated: boolean;
    }[];
    const longListed = listed.find((item) => item.id === longId)!;
    expect(longListed.text).toBe(long.slice(0, LIMITS.listTextExcerpt));
    expect(longListed.textTruncated).toBe(true);
    const shortListed = listed.find((item) => item.id === shortId)!;
    expect(shortListed).toMatchObject({ text: 'Short text.', textTruncated: false });
    const searched = await agent.get('/api/content').query({ search: 'long read' }).expect(200);
    expect(searched.body[0]).toMatchObject({ id: longId, textTruncated: true });
    const detail = await agent.get(`/api/content/${longId}`).expect(200);
    expect(detail.body).toMatchObject({ text: long, textTruncated: false });
  });

  it('lists each item exactly as its detail call shows it, text excerpt aside', async () => {
    const { agent, user } = await signUp(testApp);
    const [full, bare] = await seedItems(testApp, user.id, [
      {
        title: 'Ünïcode “quotes” \\ back\\slash\nnew line',
        text: 'Short text with a tab\tand an emoji 🦓.',
        author: 'Ada Lovelace',
        tags: ['engine', 'notes'],
        note: 'A note </script> with markup',
        favorite: true,
        read: true,
      },
      { title: 'Bare' },
    ]);
    await sql(
      testApp,
      `UPDATE content_items SET summary = 'A summary.', topics = '{Technology,Science}',
              image_url = 'https://img.example/a.jpg', has_attachments = true,
              metadata = '{"likes": 12, "readingMinutes": 3, "siteName": "Example"}',
              updated_at = '2026-01-02T03:04:05.678Z'
        WHERE id = $1`,
      [full],
    );
    await sql(
      testApp,
      `UPDATE content_items SET extraction_status = 'failed', extraction_error = 'Not found (404)',
              text = NULL, author = NULL WHERE id = $1`,
      [bare],
    );
    const listed = (await agent.get('/api/content').expect(200)).body as { id: number }[];
    const searched = (await agent.get('/api/content').query({ search: 'lovelace' }).expect(200))
      .body as { id: number }[];
    for (const id of [full, bare]) {
      const {
        readableHtml: _readableHtml,
        discussion: _discussion,
        thread: _thread,
        media: _media,
        transcript: _transcript,
        chapters: _chapters,
        ...detail
      } = (await agent.get(`/api/content/${id}`).expect(200)).body as Record<string, unknown>;
      expect(listed.find((item) => item.id === id)).toStrictEqual(detail);
    }
    expect(searched).toHaveLength(1);
    // A search answer adds where each item matched; the rest is the list's item.
    const { matchedIn, ...found } = searched[0] as { id: number; matchedIn?: string[] };
    expect(matchedIn).toEqual(expect.any(Array));
    expect(found).toStrictEqual(listed.find((item) => item.id === full));
  });

  it('answers 404 for another user’s item on every route', async () => {
    const owner = await signUp(testApp);
    const stranger = await signUp(testApp);
    const [id] = await seedItems(testApp, owner.user.id, [{ title: 'Private' }]);
    await stranger.agent.get(`/api/content/${id}`).expect(404, { message: 'Content not found' });
    await stranger.agent.patch(`/api/content/${id}`).send({ isFavorite: true }).expect(404);
    await stranger.agent.delete(`/api/content/${id}`).expect(404);
    await stranger.agent.post(`/api/content/${id}/retry`).expect(404);
    expect((await stranger.agent.get('/api/content').expect(200)).body).toEqual([]);
    expect((await owner.agent.get(`/api/content/${id}`).expect(200)).body.isFavorite).toBe(false);
  });

  it('favourites and marks read on every plan; notes and tags only on paid plans', async () => {
    const { agent, user } = await signUp(testApp);
    const [id] = await seedItems(testApp, user.id, [{ title: 'Gated' }]);
    const fav = await agent
      .patch(`/api/content/${id}`)
      .send({ isFavorite: true, isRead: true })
      .expect(200);
    expect(fav.body).toMatchObject({ isFavorite: true, isRead: true });
    const gated = await agent.patch(`/api/content/${id}`).send({ quickNote: 'hello' }).expect(403);
    expect(gated.body).toMatchObject({ code: 'upgrade_required' });
    expect(gated.body.message).toMatch(/Upgrade/);
    await agent
      .patch(`/api/content/${id}`)
      .send({ customTags: ['a'] })
      .expect(403);

    await setPlan(testApp, user.id, 'Pro', 250);
    const noted = await agent
      .patch(`/api/content/${id}`)
      .send({ quickNote: 'Read before Friday', customTags: ['  work ', 'Reading'] })
      .expect(200);
    expect(noted.body).toMatchObject({
      quickNote: 'Read before Friday',
      customTags: ['work', 'Reading'],
    });
    expect(ids((await agent.get('/api/content?search=friday').expect(200)).body)).toEqual([id]);
    expect(ids((await agent.get('/api/content?search=reading').expect(200)).body)).toEqual([id]);

    await sql(testApp, "UPDATE users SET subscription_status = 'past_due' WHERE id = $1", [
      user.id,
    ]);
    await agent.patch(`/api/content/${id}`).send({ quickNote: 'x' }).expect(403);
  });

  it.each([
    [{ customTags: ['ok', ''] }, 'Tags cannot be empty'],
    [{ customTags: ['Dup', 'dup'] }, 'already on this item'],
    [{ customTags: ['x'.repeat(51)] }, 'at most 50 characters'],
    [{ customTags: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'at most 30 tags'],
    [{ customTags: 'not-a-list' }, 'customTags must be a list of tags'],
    [{ quickNote: 'x'.repeat(10_001) }, 'at most 10,000 characters'],
    [{ isFavorite: 'yes' }, 'isFavorite must be true or false'],
  ])('refuses %#: %s', async (body, message) => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'premium', 750);
    const [id] = await seedItems(testApp, user.id, [{ title: 'Validated', tags: ['keep'] }]);
    const response = await agent.patch(`/api/content/${id}`).send(body).expect(400);
    expect(response.body.message).toContain(message);
    expect((await agent.get(`/api/content/${id}`).expect(200)).body.customTags).toEqual(['keep']);
  });

  it('deletes an item and keeps the stats right', async () => {
    const { agent, user } = await signUp(testApp);
    const [a, b] = await seedItems(testApp, user.id, [{ title: 'One' }, { title: 'Two' }]);
    await sql(
      testApp,
      "UPDATE content_items SET created_at = now() - interval '70 days' WHERE id = $1",
      [a],
    );
    expect((await agent.get('/api/content/stats').expect(200)).body).toEqual({
      totalCount: 2,
      monthlyCount: 1,
    });
    await agent.delete(`/api/content/${b}`).expect(204);
    await agent.get(`/api/content/${b}`).expect(404);
    await agent.delete(`/api/content/${b}`).expect(404);
    expect((await agent.get('/api/content/stats').expect(200)).body).toEqual({
      totalCount: 1,
      monthlyCount: 0,
    });
  });

  it('streams the user’s item updates as server-sent events, and only theirs', async () => {
    const { agent, user, username, password } = await signUp(testApp);
    const other = await signUp(testApp);
    const [id] = await seedItems(testApp, user.id, [{ title: 'Live' }]);
    const [otherId] = await seedItems(testApp, other.user.id, [{ title: 'Not yours' }]);
    const login = await testApp.agent().post('/api/login').send({ username, password }).expect(200);
    const cookie = sessionSetCookie(login).split(';')[0] ?? '';

    const server = testApp.app.getHttpServer() as http.Server;
    if (!server.listening)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const received: string[] = [];
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: '/api/events',
      // As a browser asks: the stream must still arrive event by event, not compressed in blocks.
      headers: { Cookie: cookie, 'Accept-Encoding': 'gzip, deflate, br' },
    });
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      request.on('response', resolve),
    );
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    const gotUpdate = new Promise<void>((resolve) => {
      response.on('data', (chunk: Buffer) => {
        received.push(chunk.toString());
        if (received.join('').includes('"isFavorite":true')) resolve();
      });
    });
    await other.agent.patch(`/api/content/${otherId}`).send({ isFavorite: true }).expect(200);
    await agent.patch(`/api/content/${id}`).send({ isFavorite: true }).expect(200);
    await gotUpdate;
    request.destroy();
    const stream = received.join('');
    expect(stream).toContain('event: content.updated');
    expect(stream).toContain(`"id":${id}`);
    expect(stream).not.toContain(`"id":${otherId}`);
  });
});
