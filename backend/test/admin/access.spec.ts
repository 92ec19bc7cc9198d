import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

describe('admin routes: administrators only', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let member: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    testApp = await startTestApp();
    // The first account of a fresh database is the administrator.
    admin = await signUp(testApp);
    member = await signUp(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const routes: { method: 'get' | 'post'; path: string; body?: () => object }[] = [
    { method: 'get', path: '/api/admin/stats' },
    { method: 'get', path: '/api/admin/users' },
    { method: 'get', path: '/api/admin/usage' },
    { method: 'get', path: '/api/admin/platforms' },
    { method: 'get', path: '/api/admin/content' },
    { method: 'get', path: '/api/admin/credit-transactions' },
    {
      method: 'post',
      path: '/api/admin/upgrade-user',
      body: () => ({ userId: member.user.id, plan: 'pro' }),
    },
    {
      method: 'post',
      path: '/api/admin/grant-credits',
      body: () => ({ userId: member.user.id, creditAmount: 10 }),
    },
  ];

  const call = (agent: Agent, route: (typeof routes)[number]) =>
    route.method === 'get' ? agent.get(route.path) : agent.post(route.path).send(route.body?.());

  it('starts with an administrator and a member', () => {
    expect(admin.user.role).toBe('admin');
    expect(member.user.role).toBe('user');
  });

  it.each(routes)('$method $path: 401 signed out', async (route) => {
    await call(testApp.agent(), route).expect(401);
  });

  it.each(routes)('$method $path: 403 for a member', async (route) => {
    const response = await call(member.agent, route).expect(403);
    expect(response.body.code).toBe('admin_only');
  });

  it.each(routes)('$method $path: 200 for an administrator', async (route) => {
    await call(admin.agent, route).expect(200);
  });

  it('reads the role from the database on every request', async () => {
    const { sql } = await import('../support/library.js');
    const other = await signUp(testApp);
    await other.agent.get('/api/admin/stats').expect(403);
    await sql(testApp, "UPDATE users SET role = 'admin' WHERE id = $1", [other.user.id]);
    await other.agent.get('/api/admin/stats').expect(200);
    await sql(testApp, "UPDATE users SET role = 'user' WHERE id = $1", [other.user.id]);
    await other.agent.get('/api/admin/stats').expect(403);
  });
});
