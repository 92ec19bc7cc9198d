import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

/**
 * Search reads `content_search`, a table partitioned by the month each item was saved in and kept
 * in step with the items by triggers: these follow an item through what can happen to it.
 */
describe('search stays in step with the library', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const found = async (agent: Agent, search: string) =>
    ((await agent.get('/api/content').query({ search }).expect(200)).body as { id: number }[]).map(
      (item) => item.id,
    );

  const searchRows = async (itemId: number) =>
    (
      await sql<{ n: string }>(
        testApp,
        'SELECT count(*) AS n FROM content_search WHERE item_id = $1',
        [itemId],
      )
    )[0]!.n;

  async function insertAt(userId: number, title: string, savedAt: string): Promise<number> {
    const [row] = await sql<{ id: number }>(
      testApp,
      `INSERT INTO content_items (user_id, url, canonical_url, platform, title, extraction_status, saved_at)
       VALUES ($1, $2, $2, 'other', $3, 'completed', $4) RETURNING id`,
      [userId, `https://dated.example/${userId}/${encodeURIComponent(title)}`, title, savedAt],
    );
    return row!.id;
  }

  it('finds items saved in months nothing was saved in before, imported in one statement', async () => {
    const { agent, user } = await signUp(testApp);
    // An import of old bookmarks: six months no one's library reached yet, in one statement.
    const rows = await sql<{ id: number }>(
      testApp,
      `INSERT INTO content_items (user_id, url, canonical_url, platform, title, extraction_status, saved_at)
       SELECT $1, 'https://old.example/' || n, 'https://old.example/' || n, 'other',
              'Quokka census ' || n, 'completed', timestamptz '1997-01-15 12:00+00' + n * interval '1 month'
         FROM generate_series(0, 5) AS n
       RETURNING id`,
      [user.id],
    );
    expect(rows).toHaveLength(6);
    const ids = await found(agent, 'quokka census');
    expect(ids.sort()).toEqual(rows.map((row) => row.id).sort());
    const months = await sql<{ name: string }>(
      testApp,
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'content_search'::regclass AND c.relname LIKE 'content_search_1997_%'`,
    );
    expect(months.map((month) => month.name).sort()).toEqual(
      ['01', '02', '03', '04', '05', '06'].map((month) => `content_search_1997_${month}`),
    );
  });

  it('finds two items of a new month saved at once, one in a transaction still open', async () => {
    const { agent, user } = await signUp(testApp);
    const open = new pg.Client({ connectionString: testApp.databaseUrl });
    await open.connect();
    try {
      await open.query('BEGIN');
      await open.query(
        `INSERT INTO content_items (user_id, url, canonical_url, platform, title, extraction_status, saved_at)
         VALUES ($1, 'https://race.example/a', 'https://race.example/a', 'other', 'Numbat sighting A', 'completed', '1998-05-03')`,
        [user.id],
      );
      // Waits for the open transaction (it holds the month's new partition), then lands in it.
      const second = insertAt(user.id, 'Numbat sighting B', '1998-05-20');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await open.query('COMMIT');
      await second;
    } finally {
      await open.end();
    }
    expect(await found(agent, 'numbat')).toHaveLength(2);
  });

  it('follows an item: text arriving later, a save again, and deletion', async () => {
    const { agent, user } = await signUp(testApp);
    const [id, other] = await seedItems(testApp, user.id, [
      { title: 'Waiting for its text' },
      { title: 'Another item' },
    ]);
    expect(await found(agent, 'marmoset')).toEqual([]);

    // The extraction fills the text in.
    await sql(
      testApp,
      `UPDATE content_items SET text = 'A marmoset in the garden.' WHERE id = $1`,
      [id],
    );
    expect(await found(agent, 'marmoset')).toEqual([id]);

    // Saved again: moved to the top (a newer month's partition), still found once, by its text.
    await sql(
      testApp,
      `UPDATE content_items SET saved_at = now() + interval '40 days' WHERE id = $1`,
      [id],
    );
    expect(await found(agent, 'marmoset')).toEqual([id]);
    expect(await searchRows(id)).toBe('1');

    await agent.delete(`/api/content/${id}`).expect(204);
    expect(await found(agent, 'marmoset')).toEqual([]);
    expect(await searchRows(id)).toBe('0');
    expect(await found(agent, 'another')).toEqual([other]);
  });
});
