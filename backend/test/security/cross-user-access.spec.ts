import type { Board } from '@vault/contracts';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Rows 14-16: another user's ids (items, boards, columns, board items, media, tokens) answer
 * exactly what an unknown id answers, and nothing of the owner's changes. Imports join this list
 * when the import module lands (docs/security.md).
 */

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];
const UNKNOWN = 2_000_000_000;

describe('cross-user access (IDOR)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function proUser(words: string) {
    const account = await signUp(testApp);
    await setPlan(testApp, account.user.id, 'pro', 250);
    const [itemId, secondId] = await seedItems(testApp, account.user.id, [
      { title: `${words} one`, text: `${words} appears only here`, note: words, tags: [words] },
      { title: `${words} two` },
    ]);
    const { body: board } = (await account.agent
      .post('/api/kanban/boards')
      .send({ name: `${words} board` })
      .expect(201)) as { body: Board };
    const columnId = board.columns[0]!.id;
    const { body: boardItem } = await account.agent
      .post(`/api/kanban/boards/${board.id}/items`)
      .send({ contentId: itemId, columnId, position: 0 })
      .expect(201);
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const { body: media } = await account.agent
      .post(`/api/content/${itemId}/media`)
      .attach('files', image, { filename: 'mine.png', contentType: 'image/png' })
      .expect(201);
    const { body: token } = await account.agent
      .post('/api/auth/tokens')
      .send({ name: 'script' })
      .expect(201);
    return {
      ...account,
      itemId: itemId,
      secondId: secondId,
      boardId: board.id,
      columnId,
      boardItemId: boardItem.id as number,
      mediaId: (media.attachments as { id: number }[])[0]!.id,
      tokenId: token.id as number,
    };
  }

  type Owner = Awaited<ReturnType<typeof proUser>>;

  /** Everything of the owner's a request could change, read straight from the database. */
  async function snapshot(owner: Owner) {
    const rows = async (text: string) => sql(testApp, text, [owner.user.id]);
    return {
      items: await rows(
        'SELECT id, title, quick_note, custom_tags, is_favorite, is_read, updated_at FROM content_items WHERE user_id = $1 ORDER BY id',
      ),
      boards: await rows('SELECT id, name, description FROM boards WHERE user_id = $1'),
      columns: await rows(
        'SELECT c.id, c.title, c.position FROM board_columns c JOIN boards b ON b.id = c.board_id WHERE b.user_id = $1 ORDER BY c.id',
      ),
      boardItems: await rows(
        'SELECT i.id, i.column_id, i.position FROM board_items i JOIN boards b ON b.id = i.board_id WHERE b.user_id = $1',
      ),
      media: await rows(
        'SELECT m.id FROM media_attachments m JOIN content_items c ON c.id = m.content_id WHERE c.user_id = $1',
      ),
      tokens: await rows('SELECT id FROM api_tokens WHERE user_id = $1'),
    };
  }

  /** The routes an attacker could aim at a victim's ids: [name, request for those ids]. */
  function attacks(attacker: Agent, ids: Owner, own: Owner): [string, () => Promise<Response>][] {
    const board = `/api/kanban/boards/${ids.boardId}`;
    return [
      ['read item', () => attacker.get(`/api/content/${ids.itemId}`)],
      ['change item', () => attacker.patch(`/api/content/${ids.itemId}`).send({ quickNote: 'x' })],
      ['delete item', () => attacker.delete(`/api/content/${ids.itemId}`)],
      ['retry item', () => attacker.post(`/api/content/${ids.itemId}/retry`)],
      ['read board', () => attacker.get(board)],
      ['change board', () => attacker.patch(board).send({ name: 'Stolen' })],
      ['delete board', () => attacker.delete(board)],
      ['add column', () => attacker.post(`${board}/columns`).send({ title: 'Hijack' })],
      [
        'change column',
        () => attacker.patch(`${board}/columns/${ids.columnId}`).send({ title: 'Hijack' }),
      ],
      ['delete column', () => attacker.delete(`${board}/columns/${ids.columnId}`)],
      [
        'move board item',
        () =>
          attacker
            .patch(`/api/kanban/items/${ids.boardItemId}/move`)
            .send({ columnId: own.columnId, position: 0 }),
      ],
      ['remove board item', () => attacker.delete(`/api/kanban/items/${ids.boardItemId}`)],
      ['list media', () => attacker.get(`/api/content/${ids.itemId}/media`)],
      ['download media', () => attacker.get(`/api/media/${ids.mediaId}/file`)],
      ['media thumbnail', () => attacker.get(`/api/media/${ids.mediaId}/thumbnail`)],
      ['delete media', () => attacker.delete(`/api/media/${ids.mediaId}`)],
      ['revoke token', () => attacker.delete(`/api/auth/tokens/${ids.tokenId}`)],
      // Row 15: the victim's ids inside the attacker's own writes.
      [
        "add victim's item to own board",
        () =>
          attacker
            .post(`/api/kanban/boards/${own.boardId}/items`)
            .send({ contentId: ids.itemId, columnId: own.columnId, position: 0 }),
      ],
      [
        "attach to victim's item",
        () =>
          attacker.post(`/api/content/${ids.itemId}/media`).attach('files', Buffer.from('GIF89a'), {
            filename: 'x.gif',
            contentType: 'image/gif',
          }),
      ],
    ];
  }

  it('rows 14-15: every route answers 404, byte-identical to an unknown id, and nothing changes', async () => {
    const victim = await proUser('Aardvark');
    const attacker = await proUser('Zebra');
    const before = await snapshot(victim);
    const unknownIds: Owner = {
      ...victim,
      itemId: UNKNOWN,
      boardId: UNKNOWN,
      columnId: String(UNKNOWN),
      boardItemId: UNKNOWN,
      mediaId: UNKNOWN,
      tokenId: UNKNOWN,
    };
    const real = attacks(attacker.agent, victim, attacker);
    const unknown = attacks(attacker.agent, unknownIds, attacker);
    for (const [index, [name, call]] of real.entries()) {
      const theirs = await call();
      const missing = await unknown[index]![1]();
      expect(theirs.status, name).toBe(404);
      expect(theirs.text, name).toBe(missing.text);
      expect(theirs.headers['content-type'], name).toBe(missing.headers['content-type']);
    }
    expect(await snapshot(victim)).toEqual(before);
    // The victim's board shows the item still in place.
    const board = (await victim.agent.get(`/api/kanban/boards/${victim.boardId}`).expect(200))
      .body as Board;
    expect(board.items.map((item) => item.id)).toEqual([victim.boardItemId]);
  });

  it("row 16: a word only the victim's library contains finds nothing for anyone else", async () => {
    await proUser('Quetzalcoatlus');
    const attacker = await proUser('Yak');
    for (const query of [
      'Quetzalcoatlus',
      'quetzal',
      '"Quetzalcoatlus appears"',
      'Quetzalcoatlus one',
    ]) {
      const found = await attacker.agent.get('/api/content').query({ search: query }).expect(200);
      expect(found.body, query).toEqual([]);
    }
    const list = await attacker.agent.get('/api/content').expect(200);
    expect((list.body as { title: string }[]).map((item) => item.title).sort()).toEqual([
      'Yak one',
      'Yak two',
    ]);
    const stats = await attacker.agent.get('/api/content/stats').expect(200);
    expect(JSON.stringify(stats.body)).not.toContain('Quetzal');
  });
});
