import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ContentTextHooks } from '../../src/modules/content/content-text-hooks.js';
import { drainJobs, seedItems, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const TIDE =
  'The tide goes out twice a day. At low tide the pools fill with anemones and small crabs. ' +
  'Children come with buckets and leave with stories.';

interface Highlight {
  id: number;
  contentId: number;
  quote: string;
  prefix: string;
  suffix: string;
  start: number | null;
  end: number | null;
  color: string;
  note: string | null;
  tags: string[];
  status: string;
}

/** A site whose one article can be rewritten between two extractions. */
async function startChangingSite() {
  let body = '';
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Rock pools</title></head><body><article><h1>Rock pools</h1>${body}</article></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rock-pools`,
    setParagraphs: (paragraphs: string[]) => {
      body = paragraphs.map((text) => `<p>${text}</p>`).join('\n');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function unzip(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.push(Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

const asBuffer = (
  response: request.Response,
  done: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('highlights', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function accountWithTide() {
    const account = await signUp(testApp);
    const [itemId] = await seedItems(testApp, account.user.id, [
      { title: 'Rock pools', text: TIDE },
    ]);
    return { ...account, itemId };
  }

  it('creates, lists in text order, edits and deletes highlights on every plan', async () => {
    const { agent, itemId } = await accountWithTide();
    const later = TIDE.indexOf('Children come');
    const second = await agent
      .post(`/api/content/${itemId}/highlights`)
      .send({
        quote: 'Children come with buckets',
        prefix: TIDE.slice(later - 32, later),
        suffix: ' and leave',
        start: later,
        end: later + 'Children come with buckets'.length,
        color: 'green',
        note: 'Bring a bucket',
        tags: ['beach', 'kids'],
      })
      .expect(201);
    expect(second.body).toMatchObject({
      contentId: itemId,
      quote: 'Children come with buckets',
      start: later,
      color: 'green',
      note: 'Bring a bucket',
      tags: ['beach', 'kids'],
      status: 'attached',
    });
    // Only a quote, as the extension sends it: placed by the server, yellow by default.
    const first = await agent
      .post(`/api/content/${itemId}/highlights`)
      .send({ quote: 'anemones and small crabs' })
      .expect(201);
    expect(first.body.start).toBe(TIDE.indexOf('anemones and small crabs'));
    expect(first.body.color).toBe('yellow');

    const listed = await agent.get(`/api/content/${itemId}/highlights`).expect(200);
    expect((listed.body as Highlight[]).map((h) => h.quote)).toEqual([
      'anemones and small crabs',
      'Children come with buckets',
    ]);

    const edited = await agent
      .patch(`/api/highlights/${first.body.id}`)
      .send({ color: 'pink', note: 'Look under the weed', tags: ['crabs'] })
      .expect(200);
    expect(edited.body).toMatchObject({
      color: 'pink',
      note: 'Look under the weed',
      tags: ['crabs'],
    });
    await agent.patch(`/api/highlights/${first.body.id}`).send({ note: '  ' }).expect(200);
    const cleared = await agent.get(`/api/content/${itemId}/highlights`).expect(200);
    expect((cleared.body as Highlight[])[0]!.note).toBeNull();

    await agent.delete(`/api/highlights/${first.body.id}`).expect(204);
    await agent.delete(`/api/highlights/${first.body.id}`).expect(404);
    const left = await agent.get(`/api/content/${itemId}/highlights`).expect(200);
    expect(left.body).toHaveLength(1);
  });

  it("answers 404 for another person's item or highlight, and lists nothing of theirs", async () => {
    const owner = await accountWithTide();
    const mine = await owner.agent
      .post(`/api/content/${owner.itemId}/highlights`)
      .send({ quote: 'low tide' })
      .expect(201);
    const other = await signUp(testApp);
    await other.agent
      .post(`/api/content/${owner.itemId}/highlights`)
      .send({ quote: 'tide' })
      .expect(404);
    await other.agent.get(`/api/content/${owner.itemId}/highlights`).expect(404);
    await other.agent.patch(`/api/highlights/${mine.body.id}`).send({ color: 'blue' }).expect(404);
    await other.agent.delete(`/api/highlights/${mine.body.id}`).expect(404);
    const theirs = await other.agent.get('/api/highlights').expect(200);
    expect(theirs.body).toEqual([]);
    const still = await owner.agent.get(`/api/content/${owner.itemId}/highlights`).expect(200);
    expect(still.body[0]).toMatchObject({ id: mine.body.id, color: 'yellow' });
  });

  it('refuses bad input with a 400 that says what is wrong', async () => {
    const { agent, itemId } = await accountWithTide();
    const post = (body: object) => agent.post(`/api/content/${itemId}/highlights`).send(body);
    const message = async (body: object) => {
      const response = await post(body).expect(400);
      return JSON.stringify(response.body.message);
    };
    expect(await message({})).toContain('quote must be text');
    expect(await message({ quote: '   ' })).toContain('quote cannot be empty');
    expect(await message({ quote: 'x'.repeat(5001) })).toContain('at most 5,000 characters');
    expect(await message({ quote: 'tide', color: 'orange' })).toContain(
      'color must be one of yellow, green, blue, pink',
    );
    expect(await message({ quote: 'tide', start: -1, end: 3 })).toContain(
      'start cannot be negative',
    );
    expect(await message({ quote: 'tide', start: 5, end: 5 })).toContain('end must be after start');
    expect(await message({ quote: 'tide', tags: ['a', 'A'] })).toContain(
      'already on this highlight',
    );
    expect(await message({ quote: 'tide', note: 'n'.repeat(10_001) })).toContain(
      'at most 10,000 characters',
    );
    await agent.get('/api/highlights?color=red').expect(400);
    await agent.get('/api/highlights?cursor=nonsense').expect(400);
    await agent.post('/api/content/abc/highlights').send({ quote: 'tide' }).expect(400);
    const none = await agent.get(`/api/content/${itemId}/highlights`).expect(200);
    expect(none.body).toEqual([]);
  });

  it('keeps a quote the text does not have, flagged for review; places one saved before extraction later', async () => {
    const { agent, itemId, user } = await accountWithTide();
    const missing = await agent
      .post(`/api/content/${itemId}/highlights`)
      .send({ quote: 'Words that are nowhere in this page' })
      .expect(201);
    expect(missing.body).toMatchObject({ status: 'needs-review', start: null });
    expect(missing.body.quote).toBe('Words that are nowhere in this page');

    const [waitingId] = await seedItems(testApp, user.id, [{ title: 'Waiting' }]);
    await sql(testApp, `UPDATE content_items SET extraction_status = 'queued' WHERE id = $1`, [
      waitingId,
    ]);
    const early = await agent
      .post(`/api/content/${waitingId}/highlights`)
      .send({ quote: 'small crabs', prefix: 'anemones and ', suffix: '. Children' })
      .expect(201);
    expect(early.body).toMatchObject({ status: 'attached', start: null, end: null });
    // The extraction's completion hands the new text to the hooks, as the job does.
    await testApp.app
      .get(ContentTextHooks)
      .textChanged(waitingId, { readableHtml: null, text: TIDE });
    const placed = (await agent.get(`/api/content/${waitingId}/highlights`).expect(200))
      .body as Highlight[];
    expect(placed[0]).toMatchObject({
      status: 'attached',
      start: TIDE.indexOf('small crabs'),
      end: TIDE.indexOf('small crabs') + 'small crabs'.length,
    });
  });

  it('lists the library’s highlights newest first, with search, colour, tag and platform filters and a cursor', async () => {
    const { agent, user } = await signUp(testApp);
    const [article, video] = await seedItems(testApp, user.id, [
      { title: 'Rock pools', text: TIDE },
      {
        title: 'Starfish film',
        text: 'A starfish can regrow an arm over many months.',
        platform: 'youtube',
      },
    ]);
    const add = (itemId: number, body: object) =>
      agent.post(`/api/content/${itemId}/highlights`).send(body).expect(201);
    await add(article, { quote: 'The tide goes out', color: 'yellow', tags: ['sea'] });
    await add(article, { quote: 'small crabs', color: 'blue', note: 'hermit crabs mostly' });
    await add(video, { quote: 'regrow an arm', color: 'blue', tags: ['sea', 'biology'] });

    const all = await agent.get('/api/highlights').expect(200);
    expect((all.body as Highlight[]).map((h) => h.quote)).toEqual([
      'regrow an arm',
      'small crabs',
      'The tide goes out',
    ]);
    expect(all.body[0].item).toMatchObject({
      id: video,
      title: 'Starfish film',
      platform: 'youtube',
    });

    const quotes = async (query: string) =>
      ((await agent.get(`/api/highlights?${query}`).expect(200)).body as Highlight[]).map(
        (h) => h.quote,
      );
    expect(await quotes('color=blue')).toEqual(['regrow an arm', 'small crabs']);
    expect(await quotes('tag=sea')).toEqual(['regrow an arm', 'The tide goes out']);
    expect(await quotes('platform=youtube')).toEqual(['regrow an arm']);
    expect(await quotes('search=hermit')).toEqual(['small crabs']);
    expect(await quotes('search=crab')).toEqual(['small crabs']);
    expect(await quotes('search=biolog')).toEqual(['regrow an arm']);

    const firstPage = await agent.get('/api/highlights?limit=2').expect(200);
    expect(firstPage.body).toHaveLength(2);
    const cursor = firstPage.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const secondPage = await agent.get(`/api/highlights?limit=2&cursor=${cursor}`).expect(200);
    expect((secondPage.body as Highlight[]).map((h) => h.quote)).toEqual(['The tide goes out']);
    expect(secondPage.headers['x-next-cursor']).toBeUndefined();
  });

  it('finds items through their highlights, highlight notes and quick notes, and says where', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'pro', 100);
    const [pools, lichen, quiet] = await seedItems(testApp, user.id, [
      { title: 'Rock pools', text: TIDE },
      { title: 'Lichen on stone', text: 'Lichen grows slowly on old walls.' },
      { title: 'Nothing to see', text: 'A page about parking.', note: 'remember the barnacles' },
    ]);
    await agent
      .post(`/api/content/${pools}/highlights`)
      .send({ quote: 'small crabs', note: 'periwinkle snails too' })
      .expect(201);
    await agent
      .post(`/api/content/${lichen}/highlights`)
      .send({ quote: 'grows slowly' })
      .expect(201);

    const search = async (words: string) =>
      (await agent.get(`/api/content?search=${encodeURIComponent(words)}`).expect(200)).body as {
        id: number;
        matchedIn: string[];
      }[];
    // Only in a highlight's note: the item's own text never says it.
    expect(await search('periwinkle')).toEqual([
      expect.objectContaining({ id: pools, matchedIn: ['highlight'] }),
    ]);
    // In the text and in a highlight.
    expect(await search('slowly')).toEqual([
      expect.objectContaining({ id: lichen, matchedIn: ['text', 'highlight'] }),
    ]);
    expect(await search('barnacles')).toEqual([
      expect.objectContaining({ id: quiet, matchedIn: ['note'] }),
    ]);
    expect(await search('lichen')).toEqual([
      expect.objectContaining({ id: lichen, matchedIn: ['title'] }),
    ]);
    // The list's filters apply to items found through highlights too.
    expect(
      await agent.get('/api/content?search=periwinkle&platform=youtube').expect(200),
    ).toHaveProperty('body', []);
  });

  it('re-attaches highlights after a re-extraction, and flags the one whose text is gone', async () => {
    const site = await startChangingSite();
    try {
      const { agent } = await signUp(testApp);
      const paragraphs = [
        'The tide goes out twice a day, and the shore changes with it every time.',
        'At low tide the pools fill with anemones and small crabs that hide under weed.',
        'Children come with buckets and leave with stories about what they found there.',
      ];
      site.setParagraphs(paragraphs);
      const saved = await agent.post('/api/content').send({ url: site.url }).expect(201);
      await drainJobs(testApp);
      const detail = await agent.get(`/api/content/${saved.body.id}`).expect(200);
      expect(detail.body.readableHtml).toContain('anemones');
      const add = (quote: string) =>
        agent.post(`/api/content/${saved.body.id}/highlights`).send({ quote }).expect(201);
      const crabs = (await add('anemones and small crabs')).body as Highlight;
      const buckets = (await add('Children come with buckets')).body as Highlight;
      expect(crabs.status).toBe('attached');
      expect(crabs.start).not.toBeNull();

      // The page now has a new first paragraph and no longer mentions the children.
      site.setParagraphs([
        'A new opening paragraph arrived above everything else on this page today.',
        paragraphs[0]!,
        paragraphs[1]!,
      ]);
      await sql(testApp, `UPDATE content_items SET extraction_status = 'failed' WHERE id = $1`, [
        saved.body.id,
      ]);
      await agent.post(`/api/content/${saved.body.id}/retry`).expect(200);
      await drainJobs(testApp);

      const after = (await agent.get(`/api/content/${saved.body.id}/highlights`).expect(200))
        .body as Highlight[];
      const movedCrabs = after.find((h) => h.id === crabs.id)!;
      expect(movedCrabs.status).toBe('attached');
      expect(movedCrabs.start).toBeGreaterThan(crabs.start!);
      const goneBuckets = after.find((h) => h.id === buckets.id)!;
      expect(goneBuckets).toMatchObject({
        status: 'needs-review',
        quote: 'Children come with buckets',
      });
      // Its old place was not reused for whatever text is there now.
      expect(goneBuckets.start).toBe(buckets.start);
    } finally {
      await site.close();
    }
  });

  it('exports an item as Markdown with front matter and its highlights, and the library zip has them too', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'pro', 100);
    const [itemId] = await seedItems(testApp, user.id, [
      { title: 'Rock pools', text: TIDE, author: 'Marta Quill', tags: ['sea'] },
    ]);
    await agent
      .post(`/api/content/${itemId}/highlights`)
      .send({ quote: 'small crabs', note: 'hermit crabs mostly', tags: ['crabs'] })
      .expect(201);
    const file = await agent.get(`/api/content/${itemId}/export.md`).expect(200);
    expect(file.headers['content-type']).toMatch(/^text\/markdown/);
    expect(file.headers['content-disposition']).toMatch(
      /attachment; filename="\d{4}-\d\d-\d\d-rock-pools-\d+\.md"/,
    );
    expect(file.text).toMatch(/^---\ntitle: "Rock pools"\n/);
    expect(file.text).toContain('author: "Marta Quill"');
    expect(file.text).toContain('tags: ["sea"]');
    expect(file.text).toMatch(/created_at: "\d{4}-/);
    expect(file.text).toContain(
      '## Highlights\n\n> small crabs\n\nhermit crabs mostly\n\nTags: crabs',
    );
    const other = await signUp(testApp);
    await other.agent.get(`/api/content/${itemId}/export.md`).expect(404);

    const zip = await agent
      .get('/api/export?format=markdown')
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    const [document] = await unzip(zip.body as Buffer);
    expect(document).toContain('> small crabs\n\nhermit crabs mostly');
  });

  it('puts highlights in the GDPR export, and deletes them with their item', async () => {
    const { agent, itemId } = await accountWithTide();
    const created = await agent
      .post(`/api/content/${itemId}/highlights`)
      .send({ quote: 'small crabs', note: 'hermit crabs' })
      .expect(201);
    const exported = await agent.get('/api/gdpr/export').buffer(true).parse(asBuffer).expect(200);
    const data = JSON.parse((exported.body as Buffer).toString('utf8')) as {
      highlights: Highlight[];
    };
    expect(data.highlights).toEqual([
      expect.objectContaining({ id: created.body.id, quote: 'small crabs', note: 'hermit crabs' }),
    ]);

    await agent.delete(`/api/content/${itemId}`).expect(204);
    await agent.patch(`/api/highlights/${created.body.id}`).send({ color: 'blue' }).expect(404);
    const rows = await sql(testApp, 'SELECT id FROM highlights WHERE id = $1', [created.body.id]);
    expect(rows).toEqual([]);
  });

  it("lets the extension's token save and read highlights, but not edit them", async () => {
    const { agent, itemId } = await accountWithTide();
    const token = (await agent.post('/api/auth/tokens').send({ name: 'Browser' }).expect(201)).body
      .token as string;
    const bearer = () => request(testApp.app.getHttpServer());
    const created = await bearer()
      .post(`/api/content/${itemId}/highlights`)
      .set('Authorization', `Bearer ${token}`)
      .send({ quote: 'low tide', prefix: 'a day. At ', suffix: ' the pools' })
      .expect(201);
    expect(created.body.start).toBe(TIDE.indexOf('low tide'));
    await bearer().get('/api/highlights').set('Authorization', `Bearer ${token}`).expect(200);
    await bearer()
      .delete(`/api/highlights/${created.body.id}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(403);
  });
});
