import { extractFromXml } from '@extractus/feed-extractor';
import { DomUtils, parseDocument } from 'htmlparser2';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** RFC 3339 date-time, as Atom's `updated` must be (RFC 4287 3.3). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

const children = (parent: Element, name: string): Element[] =>
  DomUtils.getElementsByTagName(name, parent.children, false);
const textOf = (parent: Element, name: string): string[] =>
  children(parent, name).map((element) => DomUtils.textContent(element));

/**
 * The Atom rules a reader depends on (RFC 4287 4.1.1, 4.1.2): the feed and every entry have one
 * `id` that is an absolute IRI, one `title` and one RFC 3339 `updated`; the feed has a `self` link
 * and an author (or every entry has one); every entry links to its page; entry ids are unique.
 */
function assertValidAtom(xml: string): { feed: Element; entries: Element[] } {
  const document = parseDocument(xml, { xmlMode: true });
  const [feed] = DomUtils.getElementsByTagName('feed', document.children, false);
  expect(feed?.attribs.xmlns).toBe(ATOM_NS);
  const entries = children(feed!, 'entry');
  for (const node of [feed!, ...entries]) {
    const [id, ...moreIds] = textOf(node, 'id');
    expect(moreIds).toEqual([]);
    expect(() => new URL(id!)).not.toThrow();
    expect(textOf(node, 'title')).toHaveLength(1);
    expect(textOf(node, 'title')[0]!.trim()).not.toBe('');
    expect(textOf(node, 'updated')).toHaveLength(1);
    expect(textOf(node, 'updated')[0]).toMatch(RFC3339);
  }
  expect(
    children(feed!, 'link').some((link) => link.attribs.rel === 'self' && link.attribs.href),
  ).toBe(true);
  if (children(feed!, 'author').length === 0) {
    expect(entries.every((entry) => children(entry, 'author').length > 0)).toBe(true);
  }
  for (const entry of entries) {
    const alternate = children(entry, 'link').find(
      (link) => (link.attribs.rel ?? 'alternate') === 'alternate',
    );
    expect(() => new URL(alternate?.attribs.href ?? '')).not.toThrow();
  }
  const ids = entries.map((entry) => textOf(entry, 'id')[0]);
  expect(new Set(ids).size).toBe(ids.length);
  return { feed: feed!, entries };
}

describe('the private library feed (feeds out)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The feed as a reader fetches it: no cookie, no Origin. */
  const fetchFeed = (url: string) => {
    const address = new URL(url);
    return request(testApp.app.getHttpServer()).get(address.pathname + address.search);
  };

  it('serves the newest items with their whole text as valid Atom, which the feed parser reads back', async () => {
    const { agent, user } = await signUp(testApp);
    const text = [
      'The first paragraph of a long saved article & its <angle brackets>.',
      'A second paragraph that only the whole text has, well past any excerpt.',
    ].join('\n\n');
    const [older, newer] = await seedItems(testApp, user.id, [
      { title: 'Older article', text: 'Short text.', author: 'Ada' },
      { title: 'Newer article', text, tags: ['reading'] },
    ]);
    const { body } = await agent.get('/api/integrations/library-feed').expect(200);
    expect(body.url).toMatch(
      new RegExp(`^${TEST_ORIGIN}/api/library-feed/${user.id}\\.[\\w-]{43}$`),
    );
    // The same address until it is regenerated.
    expect((await agent.get('/api/integrations/library-feed').expect(200)).body.url).toBe(body.url);

    const response = await fetchFeed(body.url).expect(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { feed, entries } = assertValidAtom(response.text);
    expect(children(feed, 'link').find((link) => link.attribs.rel === 'self')?.attribs.href).toBe(
      body.url,
    );
    expect(entries.map((entry) => textOf(entry, 'title')[0])).toEqual([
      'Newer article',
      'Older article',
    ]);
    const content = textOf(entries[0]!, 'content')[0]!;
    expect(content).toContain(
      '<p>A second paragraph that only the whole text has, well past any excerpt.</p>',
    );
    expect(content).toContain('&amp; its &lt;angle brackets&gt;');

    const roundTrip = extractFromXml(response.text, { descriptionMaxLen: 0 });
    expect(roundTrip.title).toBe('Vault: my library');
    expect(roundTrip.entries?.map((entry) => [entry.id, entry.title])).toEqual([
      [`${TEST_ORIGIN}/content/${newer}`, 'Newer article'],
      [`${TEST_ORIGIN}/content/${older}`, 'Older article'],
    ]);
    const urls = await sql<{ url: string }>(
      testApp,
      'SELECT url FROM content_items WHERE id = $1',
      [newer],
    );
    expect(roundTrip.entries?.[0]?.link).toBe(urls[0]!.url);
    expect(roundTrip.entries?.[0]?.description).toContain('A second paragraph');
  });

  it('narrows to one tag or one board', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'pro', 250);
    const [tagged, , onBoard] = await seedItems(testApp, user.id, [
      { title: 'Tagged one', tags: ['Research'] },
      { title: 'Untagged one' },
      { title: 'Card on the board' },
    ]);
    const board = await agent.post('/api/kanban/boards').send({ name: 'Queue' }).expect(201);
    await agent
      .post(`/api/kanban/boards/${board.body.id}/items`)
      .send({ contentId: onBoard, columnId: board.body.columns[0].id })
      .expect(201);
    const { url } = (await agent.get('/api/integrations/library-feed').expect(200)).body as {
      url: string;
    };

    const byTag = extractFromXml((await fetchFeed(`${url}?tag=research`).expect(200)).text);
    expect(byTag.title).toBe('Vault: #research');
    expect(byTag.entries?.map((entry) => entry.id)).toEqual([`${TEST_ORIGIN}/content/${tagged}`]);

    const byBoard = await fetchFeed(`${url}?board=${board.body.id}`).expect(200);
    assertValidAtom(byBoard.text);
    expect(extractFromXml(byBoard.text).entries?.map((entry) => entry.title)).toEqual([
      'Card on the board',
    ]);
    await fetchFeed(`${url}?board=${board.body.id}&tag=research`).expect(400);
    await fetchFeed(`${url}?board=99999999999`).expect(404);
  });

  it('narrows to a saved search, operators included, and never to another person’s', async () => {
    const { agent, user } = await signUp(testApp);
    await seedItems(testApp, user.id, [
      { title: 'Rust notes', tags: ['lang'] },
      { title: 'Rust recipes' },
      { title: 'Go notes', tags: ['lang'] },
    ]);
    const saved = await agent
      .post('/api/saved-searches')
      .send({ name: 'Rust languages', query: 'rust tag:lang' })
      .expect(201);
    const { url } = (await agent.get('/api/integrations/library-feed').expect(200)).body as {
      url: string;
    };
    const bySearch = await fetchFeed(`${url}?search=${saved.body.id}`).expect(200);
    assertValidAtom(bySearch.text);
    const parsed = extractFromXml(bySearch.text);
    expect(parsed.title).toBe('Vault: Rust languages');
    expect(parsed.entries?.map((entry) => entry.title)).toEqual(['Rust notes']);
    await fetchFeed(`${url}?search=${saved.body.id}&tag=lang`).expect(400);

    // Another person's saved search answers as one that does not exist.
    const stranger = await signUp(testApp);
    const theirs = (await stranger.agent.get('/api/integrations/library-feed').expect(200))
      .body as {
      url: string;
    };
    await fetchFeed(`${theirs.url}?search=${saved.body.id}`).expect(404);
    await fetchFeed(`${url}?search=0`).expect(404);
  });

  it('is an empty, valid feed for an empty library', async () => {
    const { agent } = await signUp(testApp);
    const { url } = (await agent.get('/api/integrations/library-feed').expect(200)).body as {
      url: string;
    };
    const { entries } = assertValidAtom((await fetchFeed(url).expect(200)).text);
    expect(entries).toEqual([]);
  });
});
