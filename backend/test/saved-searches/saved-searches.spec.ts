import { SAVED_SEARCHES_MAX } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

describe('saved searches (/api/saved-searches)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('saves, lists in order, renames, moves and deletes', async () => {
    const { agent } = await signUp(testApp);
    const first = await agent
      .post('/api/saved-searches')
      .send({ name: ' AI to read ', query: 'tag:ai is:unread' })
      .expect(201);
    expect(first.body).toMatchObject({
      name: 'AI to read',
      query: 'tag:ai is:unread',
      position: 0,
    });
    const second = await agent
      .post('/api/saved-searches')
      .send({ name: 'Videos', query: 'platform:youtube' })
      .expect(201);
    expect(second.body.position).toBe(1);

    await agent
      .patch(`/api/saved-searches/${first.body.id}`)
      .send({ name: 'AI backlog' })
      .expect(200);
    await agent.patch(`/api/saved-searches/${second.body.id}`).send({ position: 0 }).expect(200);
    const listed = await agent.get('/api/saved-searches').expect(200);
    expect(listed.body.map((saved: { name: string }) => saved.name)).toEqual([
      'Videos',
      'AI backlog',
    ]);

    await agent.delete(`/api/saved-searches/${second.body.id}`).expect(204);
    const after = await agent.get('/api/saved-searches').expect(200);
    expect(after.body.map((saved: { id: number }) => saved.id)).toEqual([first.body.id]);
  });

  it.each([
    ['no name', { name: '  ', query: 'tag:ai' }, 'Give the search a name'],
    ['a long name', { name: 'x'.repeat(61), query: 'tag:ai' }, 'at most 60 characters'],
    ['no query', { name: 'Empty' }, 'There is no search to save'],
    ['a bad operator', { name: 'Bad', query: 'after:tomorrow' }, 'after:tomorrow is not a date'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const { agent } = await signUp(testApp);
    const answer = await agent.post('/api/saved-searches').send(body).expect(400);
    expect(answer.body.message).toContain(message);
  });

  it('keeps at most the cap per account', async () => {
    const { agent, user } = await signUp(testApp);
    await sql(
      testApp,
      `INSERT INTO saved_searches (user_id, name, query, position)
       SELECT $1, 'S' || n, 'tag:s' || n, n FROM generate_series(0, $2::int - 1) AS n`,
      [user.id, SAVED_SEARCHES_MAX],
    );
    const answer = await agent
      .post('/api/saved-searches')
      .send({ name: 'One more', query: 'is:fav' })
      .expect(409);
    expect(answer.body.message).toBe(
      `You can keep at most ${SAVED_SEARCHES_MAX} saved searches; delete one first`,
    );
  });

  it('answers 404 for another account’s saved search and leaves it alone', async () => {
    const owner = await signUp(testApp);
    const stranger = await signUp(testApp);
    const saved = await owner.agent
      .post('/api/saved-searches')
      .send({ name: 'Mine', query: 'is:fav' })
      .expect(201);
    await stranger.agent
      .patch(`/api/saved-searches/${saved.body.id}`)
      .send({ name: 'Taken' })
      .expect(404);
    await stranger.agent.delete(`/api/saved-searches/${saved.body.id}`).expect(404);
    expect((await stranger.agent.get('/api/saved-searches').expect(200)).body).toEqual([]);
    const kept = await owner.agent.get('/api/saved-searches').expect(200);
    expect(kept.body.map((entry: { name: string }) => entry.name)).toEqual(['Mine']);
  });
});
