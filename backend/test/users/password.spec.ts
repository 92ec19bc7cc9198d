import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

describe('changing the password ends other sessions and API tokens', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const withToken = (token: string) => ({
    get: (path: string) =>
      request(testApp.app.getHttpServer()).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) =>
      request(testApp.app.getHttpServer()).post(path).set('Authorization', `Bearer ${token}`),
  });

  it('keeps the browser that asked signed in and ends every token', async () => {
    const { agent, password } = await signUp(testApp);
    const extension = await agent.post('/api/auth/tokens').send({ name: 'Extension' }).expect(201);
    await agent
      .post('/api/auth/change-password')
      .send({ currentPassword: password, newPassword: 'fresh-pass', confirmPassword: 'fresh-pass' })
      .expect(200);
    await agent.get('/api/auth/user').expect(200);
    await withToken(extension.body.token as string)
      .get('/api/auth/user')
      .expect(401);
    const tokens = await agent.get('/api/auth/tokens').expect(200);
    expect(tokens.body).toEqual([]);
  });

  it('keeps the token that asked, ending the other tokens and every session', async () => {
    const { agent, password } = await signUp(testApp);
    const script = await agent.post('/api/auth/tokens').send({ name: 'Script' }).expect(201);
    const other = await agent.post('/api/auth/tokens').send({ name: 'Other' }).expect(201);
    await withToken(script.body.token as string)
      .post('/api/auth/change-password')
      .send({ currentPassword: password, newPassword: 'fresh-pass' })
      .expect(200);
    await withToken(script.body.token as string)
      .get('/api/auth/user')
      .expect(200);
    await withToken(other.body.token as string)
      .get('/api/auth/user')
      .expect(401);
    await agent.get('/api/auth/user').expect(401);
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
