import type { Board, BoardSummary } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { proUser } from './kanban-setup.js';

describe('kanban boards and columns', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses every kanban route to a free user with 403 and an upgrade message', async () => {
    const { agent } = await signUp(testApp);
    const calls = [
      agent.get('/api/kanban/boards'),
      agent.post('/api/kanban/boards').send({ name: 'Research' }),
      agent.get('/api/kanban/boards/1'),
      agent.patch('/api/kanban/boards/1').send({ name: 'x' }),
      agent.delete('/api/kanban/boards/1'),
      agent.post('/api/kanban/boards/1/columns').send({ title: 'x' }),
      agent
        .post('/api/kanban/boards/1/items')
        .send({ contentId: 1, columnId: 'todo', position: 0 }),
      agent.patch('/api/kanban/items/1/move').send({ columnId: 'todo', position: 0 }),
      agent.delete('/api/kanban/items/1'),
    ];
    for (const call of calls) {
      const response = await call.expect(403);
      expect(response.body.code).toBe('upgrade_required');
      expect(response.body.message).toMatch(/upgrade/i);
    }
  });

  it('needs a signed-in user', async () => {
    await testApp.agent().get('/api/kanban/boards').expect(401);
  });

  it('lets premium (any case) and not a lapsed subscription in', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'Premium', 750);
    await agent.get('/api/kanban/boards').expect(200);
    await sql(testApp, `UPDATE users SET subscription_status = 'past_due' WHERE id = $1`, [
      user.id,
    ]);
    await agent.get('/api/kanban/boards').expect(403);
  });

  it('creates a board with To Do, In Progress and Done, trimmed, and lists it', async () => {
    const { agent } = await proUser(testApp, 0);
    expect((await agent.get('/api/kanban/boards').expect(200)).body).toEqual([]);
    const created = await agent
      .post('/api/kanban/boards')
      .send({ name: '  Research  ', description: '   ' })
      .expect(201);
    const board = created.body as Board;
    expect(board).toMatchObject({ name: 'Research', description: null, items: [] });
    expect(board.id).toEqual(expect.any(Number));
    expect(board.columns).toEqual([
      { id: 'todo', title: 'To Do', position: 0 },
      { id: 'in-progress', title: 'In Progress', position: 1 },
      { id: 'done', title: 'Done', position: 2 },
    ]);
    await agent
      .post('/api/kanban/boards')
      .send({ name: 'Reading', description: ' Long reads ' })
      .expect(201);

    const list = (await agent.get('/api/kanban/boards').expect(200)).body as BoardSummary[];
    expect(list.map((entry) => [entry.name, entry.description, entry.itemCount])).toEqual([
      ['Research', null, 0],
      ['Reading', 'Long reads', 0],
    ]);
    expect(list[0]!.columns).toHaveLength(3);
    const fetched = await agent.get(`/api/kanban/boards/${board.id}`).expect(200);
    expect(fetched.body).toEqual(board);
  });

  it.each([
    [{}, 'Board name is required'],
    [{ name: '   ' }, 'Board name is required'],
    [{ name: 42 }, 'Board name must be text'],
    [{ name: 'x'.repeat(101) }, 'Board name must be at most 100 characters'],
    [{ name: 'ok', description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
  ])('refuses to create a board from %o', async (body, message) => {
    const { agent } = await proUser(testApp, 0);
    const response = await agent.post('/api/kanban/boards').send(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('renames a board, changes and clears its description, and deletes it', async () => {
    const { agent } = await proUser(testApp, 0);
    const { body: board } = await agent.post('/api/kanban/boards').send({ name: 'Old' });
    const renamed = await agent
      .patch(`/api/kanban/boards/${board.id}`)
      .send({ name: ' New ', description: 'About' })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'New', description: 'About' });
    const cleared = await agent
      .patch(`/api/kanban/boards/${board.id}`)
      .send({ description: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ name: 'New', description: null });
    await agent.patch(`/api/kanban/boards/${board.id}`).send({ name: ' ' }).expect(400);

    await agent.delete(`/api/kanban/boards/${board.id}`).expect(204);
    await agent.get(`/api/kanban/boards/${board.id}`).expect(404);
    await agent.delete(`/api/kanban/boards/${board.id}`).expect(404);
    expect(
      await sql(testApp, 'SELECT id FROM board_columns WHERE board_id = $1', [board.id]),
    ).toEqual([]);
  });

  it("answers 404 for another user's board, its columns and a missing board", async () => {
    const owner = await proUser(testApp, 1);
    const other = await proUser(testApp, 1);
    const { body: board } = await owner.agent.post('/api/kanban/boards').send({ name: 'Mine' });
    const path = `/api/kanban/boards/${board.id}`;
    await other.agent.get(path).expect(404);
    await other.agent.patch(path).send({ name: 'Stolen' }).expect(404);
    await other.agent.delete(path).expect(404);
    await other.agent.post(`${path}/columns`).send({ title: 'Hijack' }).expect(404);
    await other.agent.patch(`${path}/columns/todo`).send({ title: 'Hijack' }).expect(404);
    await other.agent.delete(`${path}/columns/todo`).expect(404);
    await other.agent
      .post(`${path}/items`)
      .send({ contentId: other.contentIds[0], columnId: 'todo', position: 0 })
      .expect(404);
    expect((await other.agent.get('/api/kanban/boards').expect(200)).body).toEqual([]);
    await owner.agent.get('/api/kanban/boards/999999').expect(404);
    await owner.agent.get('/api/kanban/boards/abc').expect(400);
    expect((await owner.agent.get(path).expect(200)).body.name).toBe('Mine');
  });

  it('adds, renames, reorders and deletes columns, keeping positions 0..n-1', async () => {
    const { agent } = await proUser(testApp, 0);
    const { body: board } = await agent.post('/api/kanban/boards').send({ name: 'Flow' });
    const base = `/api/kanban/boards/${board.id}/columns`;
    const ids = (value: Board) => value.columns.map((column) => column.id);
    const positions = (value: Board) => value.columns.map((column) => column.position);

    let answer = (await agent.post(base).send({ title: ' In Review ' }).expect(201)).body as Board;
    expect(ids(answer)).toEqual(['todo', 'in-progress', 'done', 'in-review']);
    expect(answer.columns[3]!.title).toBe('In Review');
    answer = (await agent.post(base).send({ title: 'Ideas', position: 0 }).expect(201)).body;
    expect(ids(answer)).toEqual(['ideas', 'todo', 'in-progress', 'done', 'in-review']);
    answer = (await agent.post(base).send({ title: 'Done' }).expect(201)).body;
    expect(ids(answer)).toContain('done-2');

    answer = (await agent.patch(`${base}/in-review`).send({ title: 'Review' }).expect(200)).body;
    expect(answer.columns.find((column) => column.id === 'in-review')!.title).toBe('Review');
    answer = (await agent.patch(`${base}/done`).send({ position: 0 }).expect(200)).body;
    expect(ids(answer)).toEqual(['done', 'ideas', 'todo', 'in-progress', 'in-review', 'done-2']);
    answer = (await agent.patch(`${base}/done`).send({ position: 99 }).expect(200)).body;
    expect(ids(answer)).toEqual(['ideas', 'todo', 'in-progress', 'in-review', 'done-2', 'done']);
    expect(positions(answer)).toEqual([0, 1, 2, 3, 4, 5]);

    await agent.delete(`${base}/ideas`).expect(204);
    await agent.delete(`${base}/done-2`).expect(204);
    answer = (await agent.get(`/api/kanban/boards/${board.id}`).expect(200)).body;
    expect(ids(answer)).toEqual(['todo', 'in-progress', 'in-review', 'done']);
    expect(positions(answer)).toEqual([0, 1, 2, 3]);
    const stored = await sql<{ position: number }>(
      testApp,
      'SELECT position FROM board_columns WHERE board_id = $1 ORDER BY position',
      [board.id],
    );
    expect(stored.map((row) => row.position)).toEqual([0, 1, 2, 3]);

    await agent.patch(`${base}/nope`).send({ title: 'x' }).expect(404);
    await agent.delete(`${base}/nope`).expect(404);
    for (const [body, message] of [
      [{}, 'Column title is required'],
      [{ title: '  ' }, 'Column title is required'],
      [{ title: 'x'.repeat(51) }, 'Column title must be at most 50 characters'],
      [{ title: 'ok', position: -1 }, 'position must be at least 0'],
      [{ title: 'ok', position: 1.5 }, 'position must be a whole number'],
    ] as const) {
      expect((await agent.post(base).send(body).expect(400)).body.message).toBe(message);
    }
  });

  it('refuses to delete a column with items (409) or the last column, and caps columns', async () => {
    const { agent, contentIds } = await proUser(testApp, 1);
    const { body: board } = await agent.post('/api/kanban/boards').send({ name: 'Cols' });
    const base = `/api/kanban/boards/${board.id}/columns`;
    await agent
      .post(`/api/kanban/boards/${board.id}/items`)
      .send({ contentId: contentIds[0], columnId: 'done', position: 0 })
      .expect(201);
    const refused = await agent.delete(`${base}/done`).expect(409);
    expect(refused.body.message).toBe(
      "The column 'Done' still has 1 item. Move or remove them before deleting it.",
    );
    await agent.delete(`${base}/todo`).expect(204);
    const { body: withItem } = await agent.get(`/api/kanban/boards/${board.id}/`);
    expect(withItem.items).toHaveLength(1);

    await agent.delete(`${base}/in-progress`).expect(204);
    const itemId = withItem.items[0].id as number;
    await agent.delete(`/api/kanban/items/${itemId}`).expect(204);
    const last = await agent.delete(`${base}/done`).expect(409);
    expect(last.body.message).toBe('A board needs at least one column');

    for (let index = 1; index < 20; index += 1) {
      await agent
        .post(base)
        .send({ title: `Column ${index}` })
        .expect(201);
    }
    const full = await agent.post(base).send({ title: 'One too many' }).expect(409);
    expect(full.body.message).toBe('A board can have at most 20 columns');
  });

  it("deletes a user's boards, columns and items with the user", async () => {
    const { agent, user, contentIds } = await proUser(testApp, 1);
    const { body: board } = await agent.post('/api/kanban/boards').send({ name: 'Gone soon' });
    await agent
      .post(`/api/kanban/boards/${board.id}/items`)
      .send({ contentId: contentIds[0], columnId: 'todo', position: 0 })
      .expect(201);
    await sql(testApp, 'DELETE FROM users WHERE id = $1', [user.id]);
    for (const table of ['boards', 'board_columns', 'board_items']) {
      const column = table === 'boards' ? 'id' : 'board_id';
      expect(await sql(testApp, `SELECT 1 FROM ${table} WHERE ${column} = $1`, [board.id])).toEqual(
        [],
      );
    }
  });
});
