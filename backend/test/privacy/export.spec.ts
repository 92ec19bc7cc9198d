import type { DataExport } from '@vault/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/** Supertest's parser for a download: the body as text, parsed by the test itself. */
function asText(
  response: request.Response,
  callback: (error: Error | null, body: string) => void,
): void {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('end', () => callback(null, text));
}

describe('GET /api/gdpr/export', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function download(agent: ReturnType<TestApp['agent']>) {
    const response = await agent.get('/api/gdpr/export').buffer(true).parse(asText).expect(200);
    return { response, data: JSON.parse(response.body as string) as DataExport };
  }

  it('downloads everything about the person as one JSON file, and nothing of anyone else', async () => {
    const owner = await signUp(testApp);
    const other = await signUp(testApp);
    await seedItems(testApp, owner.user.id, [
      { title: 'Owner first', note: 'my note', tags: ['rust', 'db'], favorite: true },
      { title: 'Owner second', text: 'Body text', author: 'Ann' },
    ]);
    await seedItems(testApp, other.user.id, [{ title: 'Other person item' }]);
    // Boards are a paid feature: made on pro, kept in the export after going back to free.
    await setPlan(testApp, owner.user.id, 'pro', 10);
    await setPlan(testApp, other.user.id, 'pro', 10);
    const board = await owner.agent
      .post('/api/kanban/boards')
      .send({ name: 'Reading' })
      .expect(201);
    const [firstItemId] = (
      await sql<{ id: number }>(testApp, `SELECT id FROM content_items WHERE title = 'Owner first'`)
    ).map((row) => row.id);
    await owner.agent
      .post(`/api/kanban/boards/${board.body.id}/items`)
      .send({ contentId: firstItemId, columnId: 'done', position: 0 })
      .expect(201);
    await other.agent.post('/api/kanban/boards').send({ name: 'Other person board' }).expect(201);
    await setPlan(testApp, owner.user.id, 'free', 10);
    await sql(
      testApp,
      `UPDATE content_items SET summary = 'A summary', metadata = '{"likes": 3}' WHERE title = 'Owner first'`,
    );
    await owner.agent.post('/api/create-topup').send({ amount: 499 }).expect(200);
    await sql(
      testApp,
      `INSERT INTO feeds (user_id, url, title, keywords) VALUES ($1, 'https://blog.example/rss', 'A blog', '{rust}')`,
      [owner.user.id],
    );
    await other.agent.post('/api/create-topup').send({ amount: 499 }).expect(200);
    await owner.agent
      .post('/api/saved-searches')
      .send({ name: 'Rust reading', query: 'tag:rust is:unread' })
      .expect(201);
    await other.agent
      .post('/api/saved-searches')
      .send({ name: 'Other person search', query: 'go' })
      .expect(201);
    await owner.agent
      .post('/api/integrations/email/newsletter-senders')
      .send({ address: 'letters@news.example' })
      .expect(201);
    const token = await owner.agent.post('/api/auth/tokens').send({ name: 'Laptop' }).expect(201);
    await sql(
      testApp,
      `UPDATE users SET whatsapp_number = '+14155550123', whatsapp_verified = true, first_name = 'Ada' WHERE id = $1`,
      [owner.user.id],
    );

    const { response, data } = await download(owner.agent);

    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vault-export-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json"$/,
    );
    expect(Object.keys(data)).toEqual([
      'exportInfo',
      'profile',
      'subscription',
      'usage',
      'whatsapp',
      'apiTokens',
      'creditTransactions',
      'items',
      'boards',
      'media',
      'feeds',
      'storedFiles',
      'highlights',
      'savedSearches',
      'newsletterSenders',
    ]);
    expect(data.exportInfo).toMatchObject({
      format: 'vault-export',
      version: 1,
      userId: owner.user.id,
    });
    expect(data.profile).toMatchObject({
      id: owner.user.id,
      username: owner.username,
      email: `${owner.username}@example.com`,
      firstName: 'Ada',
    });
    expect(data.subscription.plan).toBe('free');
    expect(data.usage).toMatchObject({ usageLimit: 10, creditsBalance: 100, contentCount: 2 });
    expect(data.whatsapp).toEqual({ number: '+14155550123', verified: true });
    expect(data.apiTokens).toEqual([
      expect.objectContaining({ name: 'Laptop', prefix: token.body.prefix }),
    ]);
    expect(data.creditTransactions).toEqual([
      expect.objectContaining({
        transactionType: 'purchase',
        creditAmount: 100,
        balanceAfter: 100,
      }),
    ]);
    expect(data.items.map((item) => item.title)).toEqual(['Owner first', 'Owner second']);
    expect(data.items[0]).toMatchObject({
      quickNote: 'my note',
      customTags: ['rust', 'db'],
      isFavorite: true,
      summary: 'A summary',
      metadata: { likes: 3 },
    });
    expect(data.items[1]).toMatchObject({ text: 'Body text', author: 'Ann' });
    expect(data.media).toEqual([]);
    expect(data.feeds).toMatchObject([
      { url: 'https://blog.example/rss', title: 'A blog', keywords: ['rust'], status: 'active' },
    ]);
    expect(data.storedFiles).toEqual([]);
    expect(data.savedSearches).toMatchObject([
      { name: 'Rust reading', query: 'tag:rust is:unread' },
    ]);
    expect(data.newsletterSenders).toMatchObject([{ address: 'letters@news.example' }]);
    expect(data.boards).toHaveLength(1);
    expect(data.boards[0]).toMatchObject({ name: 'Reading' });
    expect(data.boards[0]!.columns.map((column) => column.id)).toEqual([
      'todo',
      'in-progress',
      'done',
    ]);
    expect(data.boards[0]!.items).toEqual([
      expect.objectContaining({
        columnId: 'done',
        content: expect.objectContaining({ title: 'Owner first' }),
      }),
    ]);

    const text = response.body as string;
    expect(text).not.toContain('Other person item');
    expect(text).not.toContain('Other person board');
    expect(text).not.toContain('Other person search');
    expect(text).not.toContain(other.username);
    const [secrets] = await sql<{ password_hash: string; token_hash: string }>(
      testApp,
      `SELECT u.password_hash, t.token_hash FROM users u JOIN api_tokens t ON t.user_id = u.id WHERE u.id = $1`,
      [owner.user.id],
    );
    expect(text).not.toContain(secrets!.password_hash);
    expect(text).not.toContain(secrets!.token_hash);
    expect(text).not.toContain(token.body.token);
  });

  it('streams a large library in batches: every item once, in order, sent chunked', async () => {
    const owner = await signUp(testApp);
    const count = 1_234;
    await sql(
      testApp,
      `INSERT INTO content_items (user_id, url, canonical_url, platform, title, extraction_status, saved_at, created_at)
       SELECT $1, 'https://bulk.example/' || n, 'https://bulk.example/' || n, 'other', 'Bulk ' || n, 'completed', now(), now()
         FROM generate_series(1, $2::int) AS n`,
      [owner.user.id, count],
    );

    const { response, data } = await download(owner.agent);

    // Written as it is read: no length known up front.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    expect(data.items).toHaveLength(count);
    const ids = data.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(count);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(data.items.at(-1)?.title).toBe(`Bulk ${count}`);
  });

  it('gives an empty library as empty lists, and asks a signed-out visitor to sign in', async () => {
    const owner = await signUp(testApp);
    const { data } = await download(owner.agent);
    expect(data.items).toEqual([]);
    expect(data.creditTransactions).toEqual([]);
    await request(testApp.app.getHttpServer()).get('/api/gdpr/export').expect(401);
  });
});
