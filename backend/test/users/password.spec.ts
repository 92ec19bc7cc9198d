import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const sid = (setCookie: string[] | string | undefined): string | undefined => {
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  return cookies.map((cookie) => /vault\.sid=([^;]+)/.exec(cookie)?.[1]).find(Boolean);
};

/** Issue 33.6: a password change ends every credential someone who knew the old one may hold. */
describe('changing the password ends other sessions and API tokens', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const withToken = (token: string) => ({
    get: (path: string) => http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => http().post(path).set('Authorization', `Bearer ${token}`),
  });

  it('gives the asking browser a new session id, ends every other session and every token', async () => {
    const { username, password } = await signUp(testApp);
    const signIn = await http()
      .post('/api/login')
      .set('Origin', 'http://localhost:3000')
      .send({ username, password })
      .expect(200);
    const before = sid(signIn.headers['set-cookie']);
    expect(before).toBeTruthy();
    const laptop = testApp.agent();
    await laptop.post('/api/login').send({ username, password }).expect(200);
    const extension = await http()
      .post('/api/auth/tokens')
      .send({ name: 'Extension', username, password })
      .expect(201);

    const changed = await http()
      .post('/api/auth/change-password')
      .set('Origin', 'http://localhost:3000')
      .set('Cookie', `vault.sid=${before}`)
      .send({ currentPassword: password, newPassword: 'fresh-pass', confirmPassword: 'fresh-pass' })
      .expect(200);
    const after = sid(changed.headers['set-cookie']);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    await http().get('/api/auth/user').set('Cookie', `vault.sid=${after}`).expect(200);
    await http().get('/api/auth/user').set('Cookie', `vault.sid=${before}`).expect(401);
    await laptop.get('/api/auth/user').expect(401);
    await withToken(extension.body.token as string)
      .get('/api/auth/user')
      .expect(401);
    const tokens = await http()
      .get('/api/auth/tokens')
      .set('Cookie', `vault.sid=${after}`)
      .expect(200);
    expect(tokens.body).toEqual([]);
  });

  it('cannot be done with an API token', async () => {
    const { username, password } = await signUp(testApp);
    const script = await http()
      .post('/api/auth/tokens')
      .send({ name: 'Script', username, password })
      .expect(201);
    const refused = await withToken(script.body.token as string)
      .post('/api/auth/change-password')
      .send({ currentPassword: password, newPassword: 'fresh-pass' })
      .expect(403);
    expect(refused.body.code).toBe('session_required');
    await testApp.agent().post('/api/login').send({ username, password }).expect(200);
  });

  it('changes nothing when the current password is wrong or the new one is weak', async () => {
    const { agent, username, password } = await signUp(testApp);
    const token = await agent.post('/api/auth/tokens').send({ name: 'Kept' }).expect(201);
    const wrong = await agent
      .post('/api/auth/change-password')
      .send({ currentPassword: 'wrong-one', newPassword: 'fresh-pass' })
      .expect(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const weak = await agent
      .post('/api/auth/change-password')
      .send({ currentPassword: password, newPassword: '12345' })
      .expect(400);
    expect(weak.body.message).toBe('Password must be at least 6 characters');
    await withToken(token.body.token as string)
      .get('/api/auth/user')
      .expect(200);
    await testApp.agent().post('/api/login').send({ username, password }).expect(200);
  });
});
