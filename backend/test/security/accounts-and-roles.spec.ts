import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, sql } from '../support/library.js';
import { signUp, startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';
import { fillParams, listRoutes } from './routes.js';

/** Rows 17, 18, 20-23: mass assignment, admin routes, enumeration, sessions, CSRF, tokens, CORS. */

const PRIVILEGED = {
  role: 'admin',
  subscriptionPlan: 'premium',
  subscription_plan: 'premium',
  usageLimit: 999_999,
  usage_limit: 999_999,
  creditsBalance: 999_999,
  credits_balance: 999_999,
  userId: 1,
  user_id: 1,
  id: 1,
};

const sid = (setCookie: string[] | string | undefined): string | undefined => {
  const lines = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  return lines.map((line) => /^vault\.sid=([^;]+)/.exec(line)?.[1]).find(Boolean);
};

describe('accounts, sessions and roles', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    testApp = await startTestApp();
    // The first account is the administrator; every other one is a member.
    admin = await signUp(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const http = () => request(testApp.app.getHttpServer());

  async function privileges(userId: number) {
    const [row] = await sql(
      testApp,
      'SELECT id, role, subscription_plan, usage_limit, credits_balance FROM users WHERE id = $1',
      [userId],
    );
    return row;
  }

  it('row 17: sign-up ignores role, plan, limits, credits and ids sent in the body', async () => {
    const username = `mass${Date.now()}`;
    const response = await testApp
      .agent()
      .post('/api/register')
      .send({ username, email: `${username}@example.com`, password: 'secret123', ...PRIVILEGED })
      .expect(201);
    expect(await privileges(response.body.id as number)).toEqual({
      id: response.body.id,
      role: 'user',
      subscription_plan: 'free',
      usage_limit: 10,
      credits_balance: 0,
    });
  });

  it('row 17: profile, item, board and token writes ignore privileged fields; values unchanged', async () => {
    const member = await signUp(testApp);
    const before = await privileges(member.user.id);
    await member.agent
      .patch('/api/auth/user')
      .send({ firstName: 'Mallory', ...PRIVILEGED })
      .expect(200);
    const [itemId] = await seedItems(testApp, member.user.id, [{ title: 'Mine' }]);
    await member.agent
      .patch(`/api/content/${itemId}`)
      .send({ isRead: true, ...PRIVILEGED, user_id: admin.user.id, userId: admin.user.id })
      .expect(200);
    await member.agent
      .post('/api/auth/tokens')
      .send({ name: 'script', ...PRIVILEGED, userId: admin.user.id })
      .expect(201);
    expect(await privileges(member.user.id)).toEqual(before);
    const [item] = await sql(testApp, 'SELECT user_id FROM content_items WHERE id = $1', [itemId]);
    expect(item).toEqual({ user_id: member.user.id });
    const tokens = await sql(testApp, 'SELECT user_id FROM api_tokens WHERE name = $1', ['script']);
    expect(tokens).toEqual([{ user_id: member.user.id }]);
    expect((await member.agent.get('/api/auth/user').expect(200)).body.role).toBe('user');
  });

  it('row 18: a member gets 403 from every /api/admin route the router serves', async () => {
    const member = await signUp(testApp);
    const routes = listRoutes(testApp).filter((route) => route.path.startsWith('/api/admin'));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const path = fillParams(route.path, admin.user.id);
      const call = member.agent[route.method.toLowerCase() as 'get' | 'post'](path);
      const response = await call.send({ userId: member.user.id, plan: 'premium', amount: 1000 });
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(response.body.code).toBe('admin_only');
    }
    expect(await privileges(member.user.id)).toMatchObject({ role: 'user', credits_balance: 0 });
  });

  it('row 20: an unknown username and a wrong password get the same status, body and similar timing', async () => {
    const { username } = await signUp(testApp);
    const attempt = async (name: string) => {
      const started = performance.now();
      const response = await http()
        .post('/api/login')
        .set('Origin', TEST_ORIGIN)
        .send({ username: name, password: 'wrong-password' });
      return { response, ms: performance.now() - started };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const a = await attempt(username);
      const b = await attempt(`nobody${i}${username}`);
      expect(a.response.status).toBe(401);
      expect(b.response.status).toBe(401);
      expect(b.response.text).toBe(a.response.text);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[2]!;
    // Both verify an argon2 hash; without the dummy hash an unknown name answers several times faster.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5);
    expect(median(unknown) / median(wrong)).toBeLessThan(2);
  });

  it('row 21: the session id rotates at sign-in and the pre-sign-in id stops working', async () => {
    const { username, password } = await signUp(testApp);
    const agent = testApp.agent();
    const first = await agent.post('/api/login').send({ username, password }).expect(200);
    const before = sid(first.headers['set-cookie']);
    const second = await agent.post('/api/login').send({ username, password }).expect(200);
    const after = sid(second.headers['set-cookie']);
    expect(before).toBeTruthy();
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    await http().get('/api/auth/user').set('Cookie', `vault.sid=${before}`).expect(401);
    await http().get('/api/auth/user').set('Cookie', `vault.sid=${after}`).expect(200);
  });

  it('row 21: a password change ends the other sessions and every token of the user', async () => {
    const { agent, username, password } = await signUp(testApp);
    const laptop = testApp.agent();
    await laptop.post('/api/login').send({ username, password }).expect(200);
    const { body: token } = await agent.post('/api/auth/tokens').send({ name: 'ext' }).expect(201);
    await agent
      .post('/api/auth/change-password')
      .send({ currentPassword: password, newPassword: 'another-secret' })
      .expect(200);
    await agent.get('/api/auth/user').expect(200);
    await laptop.get('/api/auth/user').expect(401);
    await http().get('/api/auth/user').set('Authorization', `Bearer ${token.token}`).expect(401);
  });

  it.each([
    ['Origin', 'https://evil.example'],
    ['Sec-Fetch-Site', 'cross-site'],
    ['Sec-Fetch-Site', 'same-site'],
    ['Referer', 'https://evil.example/page'],
  ])(
    'row 22: a cross-site POST carrying the session cookie (%s: %s) is refused with 403',
    async (header, value) => {
      const { agent, user } = await signUp(testApp);
      const response = await agent
        .post('/api/auth/tokens')
        .set('Origin', header === 'Origin' ? value : '')
        .set(header, value)
        .send({ name: 'csrf' });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('csrf');
      expect(await sql(testApp, 'SELECT id FROM api_tokens WHERE user_id = $1', [user.id])).toEqual(
        [],
      );
    },
  );

  it('row 22: a cross-site GET /api/logout (an <img> or link on another site) keeps the session', async () => {
    const { agent } = await signUp(testApp);
    const forged = await agent.get('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(302);
    expect(forged.headers.location).toBe('/');
    await agent.get('/api/auth/user').expect(200);
    // The webapp's own link still signs out.
    await agent.get('/api/logout').set('Sec-Fetch-Site', 'same-origin').expect(302);
    await agent.get('/api/auth/user').expect(401);
  });

  it('row 22: no other GET route changes anything in the database', async () => {
    const member = await signUp(testApp);
    const [itemId] = await seedItems(testApp, member.user.id, [{ title: 'Read only' }]);
    const tables = (
      await sql<{ tablename: string }>(
        testApp,
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('sessions', 'migrations') ORDER BY tablename",
      )
    ).map((row) => row.tablename);
    const fingerprint = async () => {
      const result: Record<string, string | null> = {};
      for (const table of tables) {
        const [row] = await sql<{ digest: string | null }>(
          testApp,
          `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`,
        );
        result[table] = row?.digest ?? null;
      }
      return result;
    };
    const routes = listRoutes(testApp).filter(
      (route) =>
        route.method === 'GET' &&
        // Server-sent events never end; logout is the checked exception above.
        !['/api/events', '/api/logout'].includes(route.path),
    );
    expect(routes.length).toBeGreaterThan(15);
    const before = await fingerprint();
    for (const route of routes) {
      for (const agent of [admin.agent, member.agent]) {
        const response = await agent.get(fillParams(route.path, itemId));
        expect(response.status, `GET ${route.path}`).toBeLessThan(500);
      }
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('row 23: an absent, malformed or revoked Bearer token gets 401', async () => {
    const { agent } = await signUp(testApp);
    const { body: token } = await agent.post('/api/auth/tokens').send({ name: 'gone' }).expect(201);
    await agent.delete(`/api/auth/tokens/${token.id}`).expect(204);
    for (const authorization of [
      undefined,
      'Bearer ',
      'Bearer nonsense',
      `Bearer ${token.token}`,
    ]) {
      const call = http().get('/api/content');
      if (authorization) call.set('Authorization', authorization);
      const response = await call;
      expect(response.status, authorization).toBe(401);
    }
  });

  it('row 23: a foreign web origin asking for CORS gets no CORS headers', async () => {
    const { agent } = await signUp(testApp);
    const { body: token } = await agent.post('/api/auth/tokens').send({ name: 'cors' }).expect(201);
    const preflight = await http()
      .options('/api/content')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    const read = await http()
      .get('/api/content')
      .set('Origin', 'https://evil.example')
      .set('Authorization', `Bearer ${token.token}`)
      .expect(200);
    for (const response of [preflight, read]) {
      const corsHeaders = Object.keys(response.headers).filter((name) =>
        name.startsWith('access-control-allow'),
      );
      expect(corsHeaders).toEqual([]);
    }
  });
});
