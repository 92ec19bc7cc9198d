import type { Board, BoardItem } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { columnsOf, proUser } from './kanban-setup.js';

describe('kanban items: add, move, remove', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function boardWith(count: number) {
    const account = await proUser(testApp, count);
    const { body: board } = await account.agent
      .post('/api/kanban/boards')
      .send({ name: 'Work' })
      .expect(201);
    const add = (contentId: number, columnId = 'todo', position = 0) =>
      account.agent
        .post(`/api/kanban/boards/${board.id}/items`)
        .send({ contentId, columnId, position });
    const read = async () =>
      (await account.agent.get(`/api/kanban/boards/${board.id}`).expect(200)).body as Board;
    const move = (itemId: number, columnId: string, position: number) =>
      account.agent.patch(`/api/kanban/items/${itemId}/move`).send({ columnId, position });
    return { ...account, boardId: board.id as number, add, read, move };
  }

  /** Stored positions per column, straight from the table. */
  async function storedPositions(boardId: number): Promise<Record<number, number[]>> {
    const rows = await sql<{ column_id: number; position: number }>(
      testApp,
      'SELECT column_id, position FROM board_items WHERE board_id = $1 ORDER BY column_id, position',
      [boardId],
    );
    const result: Record<number, number[]> = {};
    for (const row of rows) (result[row.column_id] ??= []).push(row.position);
    return result;
  }

  it('adds an item with the spec payload and answers it with its content', async () => {
    const { add, read, contentIds } = await boardWith(1);
    const response = await add(contentIds[0]!).expect(201);
    const item = response.body as BoardItem;
    expect(item).toMatchObject({
      columnId: 'todo',
      position: 0,
      content: {
        id: contentIds[0],
        platform: 'youtube',
        title: 'Saved item 0',
        author: 'Author 0',
        quickNote: null,
      },
    });
    expect(item.content.url).toMatch(/^https:\/\/seed\.example\//);
    const board = await read();
    expect(board.items).toEqual([item]);
  });

  it('puts a new item at the given position (0 = top, past the end = last)', async () => {
    const { add, read, contentIds } = await boardWith(4);
    const [a, b, c, d] = contentIds as [number, number, number, number];
    await add(a).expect(201);
    await add(b).expect(201);
    await add(c, 'todo', 1).expect(201);
    await add(d, 'todo', 50).expect(201);
    expect(columnsOf(await read()).todo).toEqual([b, c, a, d]);
  });

  it('answers 409 with a clear message when the item is already on the board', async () => {
    const { add, agent, contentIds } = await boardWith(1);
    await add(contentIds[0]!).expect(201);
    const again = await add(contentIds[0]!, 'done').expect(409);
    expect(again.body.message).toBe('This item is already on this board');
    // Another board may hold it too.
    const { body: second } = await agent.post('/api/kanban/boards').send({ name: 'Second' });
    await agent
      .post(`/api/kanban/boards/${second.id}/items`)
      .send({ contentId: contentIds[0], columnId: 'todo', position: 0 })
      .expect(201);
    const list = (await agent.get('/api/kanban/boards').expect(200)).body;
    expect(list.map((board: { itemCount: number }) => board.itemCount)).toEqual([1, 1]);
  });

  it('refuses bad input with 400 and unknown or foreign content with 404', async () => {
    const { add, agent, boardId, contentIds } = await boardWith(1);
    const stranger = await proUser(testApp, 1);
    const missing = await add(stranger.contentIds[0]!).expect(404);
    expect(missing.body.message).toBe('Content not found');
    await add(99999999).expect(404);
    const unknownColumn = await add(contentIds[0]!, 'nowhere').expect(400);
    expect(unknownColumn.body.message).toBe("This board has no column 'nowhere'");
    for (const [body, message] of [
      [{ columnId: 'todo', position: 0 }, 'contentId is required'],
      [{ contentId: 'one', columnId: 'todo' }, 'contentId must be a whole number'],
      [{ contentId: 1, position: 0 }, 'columnId is required'],
      [{ contentId: 1, columnId: 'todo', position: -1 }, 'position must be at least 0'],
    ] as const) {
      const response = await agent
        .post(`/api/kanban/boards/${boardId}/items`)
        .send(body)
        .expect(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('moves within and between columns keeping every column 0..n-1', async () => {
    const { add, read, move, contentIds, boardId } = await boardWith(5);
    const [a, b, c, d, e] = contentIds as [number, number, number, number, number];
    for (const id of [e, d, c, b, a]) await add(id).expect(201);
    expect(columnsOf(await read()).todo).toEqual([a, b, c, d, e]);
    const itemOf = async (contentId: number) =>
      (await read()).items.find((item) => item.content.id === contentId)!.id;

    let board = (await move(await itemOf(a), 'todo', 3).expect(200)).body as Board;
    expect(columnsOf(board).todo).toEqual([b, c, d, a, e]);
    board = (await move(await itemOf(e), 'todo', 0).expect(200)).body;
    expect(columnsOf(board).todo).toEqual([e, b, c, d, a]);

    board = (await move(await itemOf(c), 'done', 0).expect(200)).body;
    board = (await move(await itemOf(b), 'done', 5).expect(200)).body;
    board = (await move(await itemOf(d), 'in-progress', 0).expect(200)).body;
    board = (await move(await itemOf(a), 'done', 1).expect(200)).body;
    expect(columnsOf(board)).toEqual({ todo: [e], 'in-progress': [d], done: [c, a, b] });
    expect(board).toEqual(await read());

    const stored = await storedPositions(boardId);
    for (const positions of Object.values(stored)) {
      expect(positions).toEqual(positions.map((_value, index) => index));
    }
  });

  it('keeps positions dense under ten concurrent moves', async () => {
    const { add, read, move, contentIds, boardId } = await boardWith(8);
    for (const id of contentIds) await add(id).expect(201);
    const itemIds = (await read()).items.map((item) => item.id);
    const columns = ['todo', 'in-progress', 'done'];
    const moves = Array.from({ length: 10 }, (_, index) =>
      move(itemIds[index % itemIds.length]!, columns[index % 3]!, (index * 7) % 5),
    );
    const answers = await Promise.all(moves);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

    const board = await read();
    expect(board.items).toHaveLength(8);
    const perColumn = columnsOf(board);
    expect(Object.values(perColumn).flat().sort()).toEqual([...contentIds].sort());
    const stored = await storedPositions(boardId);
    const total = Object.values(stored).reduce((sum, positions) => sum + positions.length, 0);
    expect(total).toBe(8);
    for (const positions of Object.values(stored)) {
      expect(positions).toEqual(positions.map((_value, index) => index));
    }
  });

  it("answers 404 for another user's item and for unknown ones; 400 for bad moves", async () => {
    const { add, move, contentIds } = await boardWith(1);
    const { body: item } = await add(contentIds[0]!).expect(201);
    const stranger = await proUser(testApp, 0);
    await stranger.agent
      .patch(`/api/kanban/items/${item.id}/move`)
      .send({ columnId: 'done', position: 0 })
      .expect(404);
    await stranger.agent.delete(`/api/kanban/items/${item.id}`).expect(404);
    await move(99999999, 'done', 0).expect(404);
    expect((await move(item.id, 'nowhere', 0).expect(400)).body.message).toBe(
      "This board has no column 'nowhere'",
    );
    expect((await move(item.id, 'done', -2).expect(400)).body.message).toBe(
      'position must be at least 0',
    );
  });

  it('removes an item from its board, closing the gap; the content stays', async () => {
    const { add, read, agent, contentIds } = await boardWith(3);
    const [a, b, c] = contentIds as [number, number, number];
    for (const id of [c, b, a]) await add(id).expect(201);
    const middle = (await read()).items.find((item) => item.content.id === b)!;
    await agent.delete(`/api/kanban/items/${middle.id}`).expect(204);
    await agent.delete(`/api/kanban/items/${middle.id}`).expect(404);
    expect(columnsOf(await read()).todo).toEqual([a, c]);
    await agent.get(`/api/content/${b}`).expect(200);
  });

  it('takes a deleted content item off every board and keeps positions dense', async () => {
    const { add, read, move, agent, contentIds, boardId } = await boardWith(3);
    const [a, b, c] = contentIds as [number, number, number];
    for (const id of [c, b, a]) await add(id).expect(201);
    await agent.delete(`/api/content/${b}`).expect(204);
    let board = await read();
    expect(columnsOf(board).todo).toEqual([a, c]);
    const last = board.items.find((item) => item.content.id === c)!;
    board = (await move(last.id, 'todo', 0).expect(200)).body;
    expect(columnsOf(board).todo).toEqual([c, a]);
    expect(Object.values(await storedPositions(boardId))).toEqual([[0, 1]]);
  });

  it('shows the content item as it is now (title, note, tags)', async () => {
    const { add, read, agent, contentIds } = await boardWith(1);
    await add(contentIds[0]!).expect(201);
    await agent
      .patch(`/api/content/${contentIds[0]}`)
      .send({ quickNote: 'Read twice', customTags: ['ml', 'paper'] })
      .expect(200);
    expect((await read()).items[0]!.content).toMatchObject({
      quickNote: 'Read twice',
      customTags: ['ml', 'paper'],
    });
  });
});
