import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { fillParams, listRoutes } from './routes.js';

/**
 * Issue 33.5: an API token could mint tokens that outlive it, export everything, delete the
 * account without a password, and use its owner's admin rights. Tokens now hold scopes; the
 * extension's sign-in gets save, read the library and read the account, and everything else
 * needs a browser session.
 */

const SESSION_REQUIRED = {
  message: 'This needs you signed in to Vault in a browser; an API token cannot do it',
  code: 'session_required',
};

describe('API token scopes', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let token: { id: number; token: string; scopes: string[] };

  beforeAll(async () => {
    testApp = await startTestApp();
    // The first account is the administrator: its token must not carry admin rights.
    admin = await signUp(testApp);
    const created = await request(testApp.app.getHttpServer())
      .post('/api/auth/tokens')
      .set('Origin', 'chrome-extension://abcdefghijklmnop')
      .send({ name: 'Chrome extension', username: admin.username, password: admin.password })
      .expect(201);
    token = created.body as typeof token;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const bearer = (method: 'get' | 'post' | 'patch' | 'delete', path: string) =>
    request(testApp.app.getHttpServer())
      [method](path)
      .set('Authorization', `Bearer ${token.token}`);

  it("gives the extension's sign-in token save, read library and read account", async () => {
    expect(token.scopes).toEqual(['content:save', 'library:read', 'account:read']);
    expect((await bearer('get', '/api/auth/user')).status).toBe(200);
    const saved = await bearer('post', '/api/content').send({ url: 'https://example.com/scoped' });
    expect(saved.status).toBe(201);
    expect((await bearer('get', `/api/content/${saved.body.id}`)).status).toBe(200);
    expect((await bearer('get', '/api/content')).status).toBe(200);
    expect((await bearer('get', '/api/content/stats')).status).toBe(200);
  });

  it('refuses minting, listing and revoking other tokens, export, deletion, password change and edits', async () => {
    const other = await admin.agent.post('/api/auth/tokens').send({ name: 'other' }).expect(201);
    const refusals = [
      bearer('post', '/api/auth/tokens').send({ name: 'child' }),
      bearer('get', '/api/auth/tokens'),
      bearer('delete', `/api/auth/tokens/${other.body.id}`),
      bearer('get', '/api/gdpr/export'),
      bearer('post', '/api/gdpr/delete-account').send({
        confirmDeletion: 'DELETE_MY_ACCOUNT',
        password: admin.password,
      }),
      bearer('post', '/api/auth/change-password').send({
        currentPassword: admin.password,
        newPassword: 'another-one',
      }),
      bearer('patch', '/api/content/1').send({ notes: 'x' }),
    ];
    for (const [index, answer] of (await Promise.all(refusals)).entries()) {
      expect(answer.status, `refusal ${index}`).toBe(403);
      expect(answer.body, `refusal ${index}`).toEqual(SESSION_REQUIRED);
    }
    const tokens = await sql(testApp, 'SELECT name FROM api_tokens WHERE user_id = $1', [
      admin.user.id,
    ]);
    expect(tokens.map((row) => row.name).sort()).toEqual(['Chrome extension', 'other']);
    await admin.agent.get('/api/auth/user').expect(200);
  });

  it("refuses every admin route to an administrator's token", async () => {
    const adminRoutes = listRoutes(testApp).filter((route) => route.path.startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThan(5);
    for (const route of adminRoutes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
      const answer = await bearer(method, fillParams(route.path, 1)).send({});
      expect(answer.status, `${route.method} ${route.path}`).toBe(403);
      expect(answer.body.code).toBe('session_required');
    }
    await admin.agent.get('/api/admin/stats').expect(200);
  });

  it('refuses a route outside the scopes a token holds', async () => {
    await sql(testApp, `UPDATE api_tokens SET scopes = '{account:read}' WHERE id = $1`, [token.id]);
    try {
      const save = await bearer('post', '/api/content').send({ url: 'https://example.com/no' });
      expect(save.status).toBe(403);
      expect(save.body).toEqual({
        message: 'This API token does not allow content:save',
        code: 'insufficient_scope',
      });
      expect((await bearer('get', '/api/auth/user')).status).toBe(200);
    } finally {
      await sql(testApp, `UPDATE api_tokens SET scopes = $2 WHERE id = $1`, [
        token.id,
        token.scopes,
      ]);
    }
  });

  it('lets a token revoke itself (the extension signing out)', async () => {
    const own = await request(testApp.app.getHttpServer())
      .post('/api/auth/tokens')
      .send({ name: 'to revoke', username: admin.username, password: admin.password })
      .expect(201);
    await request(testApp.app.getHttpServer())
      .delete(`/api/auth/tokens/${own.body.id}`)
      .set('Authorization', `Bearer ${own.body.token}`)
      .expect(204);
    await request(testApp.app.getHttpServer())
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${own.body.token}`)
      .expect(401);
  });
});
