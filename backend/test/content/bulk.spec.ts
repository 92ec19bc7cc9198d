import { BULK_ITEMS_MAX } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { seedItems, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

interface Row {
  id: number;
  is_favorite: boolean;
  is_read: boolean;
  custom_tags: string[] | null;
}

describe('bulk actions on the library (POST /api/content/bulk)', () => {
  let testApp: TestApp;
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite();
    testApp = await startTestApp({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await testApp.close();
    await site.close();
  });

  const rows = (ids: number[]) =>
    sql<Row>(
      testApp,
      'SELECT id, is_favorite, is_read, custom_tags FROM content_items WHERE id = ANY($1) ORDER BY id',
      [ids],
    );

  it('favourites the chosen items, and its undo unfavourites only the ones it changed', async () => {
    const { agent, user } = await signUp(testApp);
    const [a, b, c] = await seedItems(testApp, user.id, [
      { title: 'A' },
      { title: 'B', favorite: true },
      { title: 'C' },
    ]);
    const answer = await agent
      .post('/api/content/bulk')
      .send({ ids: [a, b, c], action: 'favorite' })
      .expect(200);
    expect(answer.body.affectedIds).toEqual([a, c]);
    expect(answer.body.undo).toEqual({ action: 'unfavorite', ids: [a, c] });
    expect((await rows([a, b, c])).map((row) => row.is_favorite)).toEqual([true, true, true]);

    await agent.post('/api/content/bulk').send(answer.body.undo).expect(200);
    expect((await rows([a, b, c])).map((row) => row.is_favorite)).toEqual([false, true, false]);
  });

  it('marks read and unread', async () => {
    const { agent, user } = await signUp(testApp);
    const [a, b] = await seedItems(testApp, user.id, [{ title: 'A' }, { title: 'B', read: true }]);
    const read = await agent
      .post('/api/content/bulk')
      .send({ ids: [a, b], action: 'markRead' })
      .expect(200);
    expect(read.body.affectedIds).toEqual([a]);
    expect((await rows([a, b])).map((row) => row.is_read)).toEqual([true, true]);
    await agent
      .post('/api/content/bulk')
      .send({ ids: [a, b], action: 'markUnread' })
      .expect(200);
    expect((await rows([a, b])).map((row) => row.is_read)).toEqual([false, false]);
  });

  it('adds and removes a tag (paid plans), whatever its case, and undoes the addition', async () => {
    const { agent, user } = await signUp(testApp);
    const [a, b] = await seedItems(testApp, user.id, [
      { title: 'A', tags: ['AI'] },
      { title: 'B', tags: ['work'] },
    ]);
    const refused = await agent
      .post('/api/content/bulk')
      .send({ ids: [a, b], action: 'addTag', tag: 'ai' })
      .expect(403);
    expect(refused.body.code).toBe('upgrade_required');

    await setPlan(testApp, user.id, 'pro', 250);
    const added = await agent
      .post('/api/content/bulk')
      .send({ ids: [a, b], action: 'addTag', tag: ' ai ' })
      .expect(200);
    expect(added.body.affectedIds).toEqual([b]);
    expect((await rows([a, b])).map((row) => row.custom_tags)).toEqual([['AI'], ['work', 'ai']]);

    await agent.post('/api/content/bulk').send(added.body.undo).expect(200);
    expect((await rows([a, b])).map((row) => row.custom_tags)).toEqual([['AI'], ['work']]);

    const removed = await agent
      .post('/api/content/bulk')
      .send({ ids: [a, b], action: 'removeTag', tag: 'ai' })
      .expect(200);
    expect(removed.body.affectedIds).toEqual([a]);
    expect((await rows([a, b])).map((row) => row.custom_tags)).toEqual([null, ['work']]);
  });

  it('acts on every item a search with operators matches when sent the query', async () => {
    const { agent, user } = await signUp(testApp);
    const [rust, go, rustFav] = await seedItems(testApp, user.id, [
      { title: 'Rust ownership explained' },
      { title: 'Go channels' },
      { title: 'Rust async book', favorite: true },
    ]);
    const matching = await agent
      .get('/api/content/ids')
      .query({ search: 'rust -is:fav' })
      .expect(200);
    expect(matching.body).toEqual({ ids: [rust], total: 1 });

    const answer = await agent
      .post('/api/content/bulk')
      .send({ query: { search: 'rust' }, action: 'markRead' })
      .expect(200);
    expect(answer.body.affectedIds).toEqual([rust, rustFav]);
    expect((await rows([rust, go, rustFav])).map((row) => row.is_read)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('deletes the items and their count, and never touches another account', async () => {
    const owner = await signUp(testApp);
    const other = await signUp(testApp);
    const [mine1, mine2] = await seedItems(testApp, owner.user.id, [
      { title: 'M1' },
      { title: 'M2' },
    ]);
    const [theirs] = await seedItems(testApp, other.user.id, [{ title: 'T1' }]);
    await sql(testApp, 'UPDATE users SET content_count = 2 WHERE id = $1', [owner.user.id]);

    // Only another account's ids: nothing of the caller's is there.
    await owner.agent
      .post('/api/content/bulk')
      .send({ ids: [theirs], action: 'favorite' })
      .expect(404);
    await owner.agent
      .post('/api/content/bulk')
      .send({ ids: [theirs], action: 'delete' })
      .expect(404);

    const answer = await owner.agent
      .post('/api/content/bulk')
      .send({ ids: [mine1, theirs, mine2], action: 'delete' })
      .expect(200);
    expect(answer.body).toEqual({ action: 'delete', affectedIds: [mine1, mine2], undo: null });
    expect(await rows([mine1, mine2, theirs])).toEqual([
      { id: theirs, is_favorite: false, is_read: false, custom_tags: null },
    ]);
    const [count] = await sql<{ content_count: number }>(
      testApp,
      'SELECT content_count FROM users WHERE id = $1',
      [owner.user.id],
    );
    expect(count?.content_count).toBe(0);
    // A search over the caller's library never selects another account's items.
    const all = await other.agent.get('/api/content/ids').expect(200);
    expect(all.body).toEqual({ ids: [theirs], total: 1 });
  });

  it('retries failed items as a single retry charges them, and leaves the others', async () => {
    const { agent, user } = await signUp(testApp);
    const [failed, done] = await seedItems(testApp, user.id, [{ title: 'F' }, { title: 'D' }]);
    // A site that answers after the checks below: the retried extraction is still running when
    // the charge is read, instead of failing at once and refunding it.
    await sql(
      testApp,
      `UPDATE content_items SET extraction_status = 'failed', extraction_error = 'gone', url = $2
       WHERE id = $1`,
      [failed, `${site.origin}/slow?ms=30000`],
    );
    const before = await agent.get('/api/auth/user').expect(200);
    const answer = await agent
      .post('/api/content/bulk')
      .send({ ids: [failed, done], action: 'retry' })
      .expect(200);
    expect(answer.body).toEqual({
      action: 'retry',
      affectedIds: [failed],
      undo: null,
      notRetried: 0,
    });
    const after = await agent.get('/api/auth/user').expect(200);
    expect(after.body.usageCount).toBe(before.body.usageCount + 1);
  });

  it.each([
    ['no ids nor query', { action: 'favorite' }, 'Send either ids or query'],
    ['ids and query', { ids: [1], query: {}, action: 'favorite' }, 'Send either ids or query'],
    ['no ids', { ids: [], action: 'favorite' }, 'Select at least one item'],
    ['an unknown action', { ids: [1], action: 'archive' }, 'action must be one of'],
    [
      'an id that is not a number',
      { ids: ['x'], action: 'favorite' },
      'Each id must be a whole number',
    ],
    ['a tag action without a tag', { ids: [1], action: 'removeTag' }, 'Name the tag'],
    [
      'a bad operator',
      { query: { search: 'is:starred' }, action: 'favorite' },
      'Unknown is:starred',
    ],
    [
      'more ids than the cap',
      { ids: Array.from({ length: BULK_ITEMS_MAX + 1 }, (_, i) => i + 1), action: 'favorite' },
      'At most 5,000 items can be changed at once',
    ],
  ])('refuses %s with 400', async (_case, body, message) => {
    const { agent } = await signUp(testApp);
    const answer = await agent.post('/api/content/bulk').send(body).expect(400);
    expect(answer.body.message).toContain(message);
  });

  it('refuses a selection matching more than the cap, saying how many matched', async () => {
    const { agent, user } = await signUp(testApp);
    await sql(
      testApp,
      `INSERT INTO content_items (user_id, url, canonical_url, platform, title, extraction_status)
       SELECT $1, 'https://many.example/' || n, 'https://many.example/' || n, 'other', 'Item ' || n, 'completed'
         FROM generate_series(1, $2::int) AS n`,
      [user.id, BULK_ITEMS_MAX + 1],
    );
    const answer = await agent
      .post('/api/content/bulk')
      .send({ query: {}, action: 'markRead' })
      .expect(400);
    expect(answer.body.message).toMatch(/^5,001 items match; at most 5,000/);
    const [unread] = await sql<{ count: number }>(
      testApp,
      'SELECT count(*)::int AS count FROM content_items WHERE user_id = $1 AND is_read',
      [user.id],
    );
    expect(unread?.count).toBe(0);
  });
});
