import type { AddBoardItemsResponse, Board } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { columnsOf, proUser } from './kanban-setup.js';

describe('kanban items in bulk: add a selection to a column, and undo it', () => {
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
      .send({ name: 'Reading' })
      .expect(201);
    const boardId = board.id as number;
    const addMany = (contentIds: unknown, columnId: unknown = 'todo') =>
      account.agent.post(`/api/kanban/boards/${boardId}/items/bulk`).send({ contentIds, columnId });
    const removeMany = (itemIds: unknown) =>
      account.agent.post(`/api/kanban/boards/${boardId}/items/remove`).send({ itemIds });
    const read = async () =>
      (await account.agent.get(`/api/kanban/boards/${boardId}`).expect(200)).body as Board;
    return { ...account, boardId, addMany, removeMany, read };
  }

  it('puts the items at the top of the column in the order sent, skipping ones already there', async () => {
    const { agent, boardId, addMany, read, contentIds } = await boardWith(4);
    const [a, b, c, d] = contentIds as [number, number, number, number];
    await agent
      .post(`/api/kanban/boards/${boardId}/items`)
      .send({ contentId: a, columnId: 'done', position: 0 })
      .expect(201);
    await agent
      .post(`/api/kanban/boards/${boardId}/items`)
      .send({ contentId: d, columnId: 'todo', position: 0 })
      .expect(201);

    const response = await addMany([c, a, b, c], 'todo').expect(200);
    const answer = response.body as AddBoardItemsResponse;
    expect(answer.alreadyOnBoard).toBe(1);
    expect(answer.itemIds).toHaveLength(2);
    const board = await read();
    expect(columnsOf(board)).toEqual({ todo: [c, b, d], 'in-progress': [], done: [a] });
    const added = board.items.filter((item) => answer.itemIds.includes(item.id));
    expect(added.map((item) => item.content.id).sort()).toEqual([b, c].sort());
  });

  it('answers 200 with nothing added when every item is on the board already', async () => {
    const { addMany, read, contentIds } = await boardWith(2);
    await addMany(contentIds).expect(200);
    const again = (await addMany(contentIds, 'done').expect(200)).body as AddBoardItemsResponse;
    expect(again).toEqual({ itemIds: [], alreadyOnBoard: 2 });
    expect(columnsOf(await read()).done).toEqual([]);
  });

  it('undoes a bulk add by removing exactly the added items, keeping positions dense', async () => {
    const { agent, boardId, addMany, removeMany, read, contentIds } = await boardWith(4);
    const [a, b, c, d] = contentIds as [number, number, number, number];
    await agent
      .post(`/api/kanban/boards/${boardId}/items`)
      .send({ contentId: a, columnId: 'todo', position: 0 })
      .expect(201);
    const { itemIds } = (await addMany([b, c, d]).expect(200)).body as AddBoardItemsResponse;
    expect(columnsOf(await read()).todo).toEqual([b, c, d, a]);

    await removeMany(itemIds).expect(204);
    expect(columnsOf(await read()).todo).toEqual([a]);
    const library = await sql(testApp, 'SELECT id FROM content_items WHERE id = ANY($1::int[])', [
      contentIds,
    ]);
    expect(library).toHaveLength(4);
    // Removed already: nothing of this board left to remove.
    await removeMany(itemIds).expect(404);
  });

  it("keeps to the user's own items and boards: others' answer 404", async () => {
    const mine = await boardWith(2);
    const stranger = await boardWith(1);
    const foreign = stranger.contentIds[0]!;

    const mixed = (await mine.addMany([foreign, mine.contentIds[0]]).expect(200))
      .body as AddBoardItemsResponse;
    expect(mixed.itemIds).toHaveLength(1);
    expect(columnsOf(await stranger.read()).todo).toEqual([]);
    const onlyForeign = await mine.addMany([foreign]).expect(404);
    expect(onlyForeign.body.message).toBe('Content not found');

    // Another user's board, whether adding or removing, is not found.
    await mine.agent
      .post(`/api/kanban/boards/${stranger.boardId}/items/bulk`)
      .send({ contentIds: [foreign], columnId: 'todo' })
      .expect(404);
    const { itemIds } = (await stranger.addMany([foreign]).expect(200))
      .body as AddBoardItemsResponse;
    await mine.agent
      .post(`/api/kanban/boards/${stranger.boardId}/items/remove`)
      .send({ itemIds })
      .expect(404);
    // A board item of another board is not taken off through this one.
    await mine.removeMany(itemIds).expect(404);
    expect(columnsOf(await stranger.read()).todo).toEqual([foreign]);
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const { addMany, removeMany, contentIds } = await boardWith(1);
    const cases: [Promise<{ body: { message: string } }>, string][] = [
      [addMany(undefined).expect(400), 'contentIds is required'],
      [addMany([]).expect(400), 'Select at least one item'],
      [addMany('1').expect(400), 'contentIds must be a list of item ids'],
      [addMany([1, 'two']).expect(400), 'Each content id must be a whole number'],
      [addMany([0]).expect(400), 'Each content id must be a whole number'],
      [addMany(contentIds, null).expect(400), 'columnId is required'],
      [addMany(contentIds, 'nowhere').expect(400), "This board has no column 'nowhere'"],
      [
        addMany(Array.from({ length: 5001 }, (_, n) => n + 1)).expect(400),
        'At most 5,000 items can be added at once',
      ],
      [removeMany([]).expect(400), 'Name at least one board item'],
      [removeMany(['x']).expect(400), 'Each board item id must be a whole number'],
    ];
    for (const [call, message] of cases) expect((await call).body.message).toBe(message);
  });

  it('refuses a free user with 403 and an upgrade message', async () => {
    const { agent } = await signUp(testApp);
    for (const call of [
      agent.post('/api/kanban/boards/1/items/bulk').send({ contentIds: [1], columnId: 'todo' }),
      agent.post('/api/kanban/boards/1/items/remove').send({ itemIds: [1] }),
    ]) {
      const response = await call.expect(403);
      expect(response.body.code).toBe('upgrade_required');
      expect(response.body.message).toMatch(/upgrade/i);
    }
  });
});
