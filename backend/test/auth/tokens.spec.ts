import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

describe('personal API tokens', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const http = () => request(testApp.app.getHttpServer());

  it('issues a token to a signed-in user, shows it once, and accepts it as Bearer on the routes its scopes open', async () => {
    const { agent, username } = await signUp(testApp);
    const created = await agent
      .post('/api/auth/tokens')
      .send({ name: 'Chrome on Linux' })
      .expect(201);
    expect(created.body.token).toMatch(/^vault_[\w-]{40,}$/);
    expect(created.body.name).toBe('Chrome on Linux');
    expect(created.body.scopes).toEqual(['content:save', 'library:read', 'account:read']);
    expect(created.body.token.startsWith(created.body.prefix)).toBe(true);

    const me = await http()
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${created.body.token}`)
      .expect(200);
    expect(me.body.username).toBe(username);

    const list = await agent.get('/api/auth/tokens').expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).not.toHaveProperty('token');
    expect(list.body[0]).not.toHaveProperty('tokenHash');
    expect(list.body[0].lastUsedAt).not.toBeNull();
  });

  it('issues a token for username and password without a session (the extension sign-in), from any origin', async () => {
    const { username, password } = await signUp(testApp);
    const created = await http()
      .post('/api/auth/tokens')
      .set('Origin', 'chrome-extension://abcdefghijklmnop')
      .send({ name: 'Firefox on macOS', username, password })
      .expect(201);
    expect(created.headers['set-cookie']).toBeUndefined();
    await http()
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${created.body.token}`)
      .expect(200);
    const wrong = await http()
      .post('/api/auth/tokens')
      .send({ name: 'x', username, password: 'wrong-one' })
      .expect(401);
    expect(wrong.body.message).toBe('Invalid username or password');
  });

  it('refuses a session-authenticated token request from another origin', async () => {
    const { agent } = await signUp(testApp);
    await agent
      .post('/api/auth/tokens')
      .set('Origin', 'https://evil.example')
      .send({ name: 'x' })
      .expect(403);
    await http().post('/api/auth/tokens').send({ name: 'no session' }).expect(401);
  });

  it('validates the name', async () => {
    const { agent } = await signUp(testApp);
    const response = await agent.post('/api/auth/tokens').send({ name: '' }).expect(400);
    expect(response.body.message).toBe('name is required');
    await agent
      .post('/api/auth/tokens')
      .send({ name: 'x'.repeat(101) })
      .expect(400);
  });

  it('revokes a token, which then stops working; another user cannot see or revoke it', async () => {
    const owner = await signUp(testApp);
    const other = await signUp(testApp);
    const created = await owner.agent.post('/api/auth/tokens').send({ name: 'script' }).expect(201);
    await other.agent.delete(`/api/auth/tokens/${created.body.id}`).expect(404);
    expect((await other.agent.get('/api/auth/tokens').expect(200)).body).toEqual([]);
    await http()
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${created.body.token}`)
      .expect(200);

    await owner.agent.delete(`/api/auth/tokens/${created.body.id}`).expect(204);
    const revoked = await http()
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${created.body.token}`)
      .expect(401);
    expect(revoked.body.message).toBe('Invalid or revoked API token');
    await owner.agent.delete(`/api/auth/tokens/${created.body.id}`).expect(404);
  });

  it('lets Bearer requests write without an Origin (no cookie, no CSRF exposure)', async () => {
    const { agent } = await signUp(testApp);
    const created = await agent.post('/api/auth/tokens').send({ name: 'cli' }).expect(201);
    await http()
      .post('/api/content')
      .set('Authorization', `Bearer ${created.body.token}`)
      .send({ url: 'https://example.com/saved-by-cli' })
      .expect(201);
  });

  it('serves token-only requests without sessions, and a browser beside them keeps its own', async () => {
    const { agent } = await signUp(testApp);
    const created = await agent.post('/api/auth/tokens').send({ name: 'script' }).expect(201);
    const bearer = `Bearer ${created.body.token}`;

    const read = await http().get('/api/content').set('Authorization', bearer).expect(200);
    expect(read.headers['set-cookie']).toBeUndefined();
    // Signing out with only a token has no session to end; the token stays valid.
    const signedOut = await http().post('/api/logout').set('Authorization', bearer).expect(200);
    expect(signedOut.body).toEqual({ message: 'Signed out' });
    expect(signedOut.headers['set-cookie']).toBeUndefined();
    await http().get('/api/auth/user').set('Authorization', bearer).expect(200);

    // The browser's session is untouched by any of that, and still signs out as before.
    await agent.get('/api/auth/user').expect(200);
    const browserSignOut = await agent.post('/api/logout').expect(200);
    expect(String(browserSignOut.headers['set-cookie'])).toContain('vault.sid=;');
    await agent.get('/api/auth/user').expect(401);
  });
});
