import { canonicalizeUrl } from '@vault/urls';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The commonest writes are one statement each, with no transaction around them: a new link's save
 * (the charge, the item and the page snapshot together) and a link saved again (moved to the top).
 * The other saves (a renewed period, credits, a refusal) keep the transactional way, tested in
 * save.spec.ts.
 */
describe('the statements of a save', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // No worker: a queued extraction's statements would mix with the request's.
    testApp = await startTestApp({ env: { RUN_WORKER: 'false' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The SQL texts the app sends while `request` runs. */
  async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await request();
      return spy.mock.calls.map(([config]: unknown[]) => {
        if (typeof config === 'string') return config;
        const { text, name } = config as { text?: string; name?: string };
        return text ?? name ?? '';
      });
    } finally {
      spy.mockRestore();
    }
  }

  const usage = async (userId: number) =>
    (
      await sql<{ usage_count: number; content_count: number }>(
        testApp,
        'SELECT usage_count, content_count FROM users WHERE id = $1',
        [userId],
      )
    )[0]!;

  it('writes a new link, its charge and its page snapshot in one statement', async () => {
    const { agent, user } = await signUp(testApp);
    const signedIn = await statementsOf(() => agent.get('/api/auth/user').expect(200));
    const saved = await statementsOf(() =>
      agent
        .post('/api/content')
        .send({ url: 'https://example.com/one-statement', html: '<p>The page as seen</p>' })
        .expect(201),
    );
    expect(saved.length - signedIn.length).toBe(1);
    expect(saved.filter((text) => /^\s*(BEGIN|START TRANSACTION|COMMIT)/i.test(text))).toEqual([]);

    expect(await usage(user.id)).toEqual({ usage_count: 1, content_count: 1 });
    const stored = await sql<{ html: string; charged_with: string }>(
      testApp,
      `SELECT s.html, c.charged_with FROM content_items c
         JOIN content_snapshots s ON s.content_id = c.id WHERE c.user_id = $1`,
      [user.id],
    );
    expect(stored).toEqual([{ html: '<p>The page as seen</p>', charged_with: 'allowance' }]);
  });

  it('moves a link saved again to the top in one statement, at no charge', async () => {
    const { agent, user } = await signUp(testApp);
    const first = await agent.post('/api/content').send({ url: 'https://example.com/again' });
    await agent.post('/api/content').send({ url: 'https://example.com/between' }).expect(201);
    const signedIn = await statementsOf(() => agent.get('/api/auth/user').expect(200));
    let again: { body: { id: number } } | undefined;
    const saved = await statementsOf(async () => {
      again = await agent
        .post('/api/content')
        .send({ url: 'https://example.com/again' })
        .expect(200);
    });
    expect(saved.length - signedIn.length).toBe(1);
    expect(again!.body.id).toBe(first.body.id);
    const list = await agent.get('/api/content').expect(200);
    expect(list.body.map((item: { id: number }) => item.id)[0]).toBe(first.body.id);
    expect(await usage(user.id)).toEqual({ usage_count: 2, content_count: 2 });
  });

  it('gives the unit back when the same link was saved while this save waited', async () => {
    const { agent, user } = await signUp(testApp);
    const url = 'https://example.com/saved-meanwhile';
    // Another save of the link, not yet committed: this save's insert must wait for it.
    const other = new pg.Client({ connectionString: testApp.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      const [inserted] = (
        await other.query<{ id: number }>(
          `INSERT INTO content_items (user_id, url, canonical_url, platform, extraction_status)
           VALUES ($1, $2, $3, 'other', 'queued') RETURNING id`,
          [user.id, url, canonicalizeUrl(url)],
        )
      ).rows;
      const answer = agent
        .post('/api/content')
        .send({ url })
        .then((response) => response);
      await waitForLockWait(testApp);
      await other.query('COMMIT');
      const response = await answer;
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(inserted!.id);
    } finally {
      await other.end();
    }
    // Nothing new was kept: no unit spent, the library size as it was.
    expect(await usage(user.id)).toEqual({ usage_count: 0, content_count: 0 });
  });
});

/** Resolves once a statement of the app waits on a lock (the other save's uncommitted row). */
async function waitForLockWait(testApp: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const waiting = await sql<{ count: number }>(
      testApp,
      `SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (waiting[0]!.count > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The save never waited for the other save’s row');
}
