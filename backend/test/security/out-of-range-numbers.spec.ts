import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { fillParams, listRoutes } from './routes.js';

/**
 * Issue 33.8: ids and offsets past PostgreSQL's `integer` (or negative, fractional, in exponent
 * form) answered 500 when the query failed. They answer 400 (or 404) on every route.
 */

const OUT_OF_RANGE_IDS = ['2147483648', '99999999999', '-1', '1.5', '1e3', '0'];
const BAD_OFFSETS = ['1e20', '2147483648', '-1', '1.5', 'abc'];

describe('out-of-range ids and offsets', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    testApp = await startTestApp();
    // The first account of a database is the administrator: every route is open to it.
    admin = await signUp(testApp);
    // Boards are a paid feature.
    await setPlan(testApp, admin.user.id, 'pro', 1000);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('GET /api/content/2147483648 and its kin answer 400 naming the range', async () => {
    const answer = await admin.agent.get('/api/content/2147483648');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'id must be a whole number from 1 to 2147483647',
      code: 'validation_failed',
    });
    expect((await admin.agent.get('/api/content/2147483647')).status).toBe(404);
  });

  it.each(BAD_OFFSETS)('offset=%s answers 400 on the library and admin lists', async (offset) => {
    for (const path of ['/api/content', '/api/admin/users', '/api/admin/credit-transactions']) {
      const answer = await admin.agent.get(path).query({ offset });
      expect(answer.status, `${path}?offset=${offset}`).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    expect((await admin.agent.get('/api/content').query({ offset: '2147483647' })).status).toBe(
      200,
    );
  });

  it('a cursor naming an id past the column answers 400', async () => {
    const cursor = Buffer.from('k:2026-01-01T00:00:00.000Z:99999999999').toString('base64url');
    const answer = await admin.agent.get('/api/content').query({ cursor });
    expect(answer.status).toBe(400);
  });

  it('ids past the column inside a body answer 400', async () => {
    const board = await admin.agent.post('/api/kanban/boards').send({ name: 'Board' });
    expect(board.status).toBe(201);
    const boardId = board.body.id as number;
    const columnId = (board.body.columns as { id: string }[])[0]!.id;
    const add = await admin.agent
      .post(`/api/kanban/boards/${boardId}/items`)
      .send({ contentId: 2147483648, columnId });
    expect(add.status).toBe(400);
    const grant = await admin.agent
      .post('/api/admin/grant-credits')
      .send({ userId: 2147483648, creditAmount: 10 });
    expect(grant.status).toBe(400);
  });

  it('no route answers 500 to any out-of-range id in its path', async () => {
    const routes = listRoutes(testApp).filter((route) => /:[A-Za-z]*[iI]d\b/.test(route.path));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      for (const id of OUT_OF_RANGE_IDS) {
        const path = fillParams(route.path, id);
        const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
        const answer = await admin.agent[method](path).send({});
        expect(answer.status, `${route.method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${route.method} ${path}: ${answer.text}`).toBeLessThan(500);
      }
    }
  });
});
