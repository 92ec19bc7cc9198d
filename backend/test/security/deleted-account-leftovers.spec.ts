import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import { signUp, startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

/**
 * Row 40 for what the security work added: failed-attempt records (keyed by the username) and
 * idempotency keys go with the account, and the deleted user's token and sessions answer 401.
 * Every other table and file: test/privacy/delete-account.spec.ts.
 */
describe('after account deletion', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
    await signUp(testApp); // the administrator
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('the token and every session answer 401, and no security record of the user remains', async () => {
    const { agent, username, password, user } = await signUp(testApp);
    const laptop = testApp.agent();
    await laptop.post('/api/login').send({ username, password }).expect(200);
    const { body: token } = await agent.post('/api/auth/tokens').send({ name: 'ext' }).expect(201);
    await request(testApp.app.getHttpServer())
      .post('/api/login')
      .set('Origin', TEST_ORIGIN)
      .send({ username, password: 'wrong-guess' })
      .expect(401);
    await agent
      .post('/api/auth/change-password')
      .send({ currentPassword: 'wrong-guess', newPassword: 'whatever1' })
      .expect(400);
    await agent
      .post('/api/content')
      .set('Idempotency-Key', 'before-deletion')
      .send({ url: 'https://example.com/kept-briefly' })
      .expect(201);
    const failuresBefore = await sql(testApp, 'SELECT key FROM auth_failures WHERE key LIKE $1', [
      `%${username.toLowerCase()}%`,
    ]);
    expect(failuresBefore.length).toBeGreaterThan(0);

    await agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: 'DELETE_MY_ACCOUNT', password: 'secret123' })
      .expect(200);

    await agent.get('/api/auth/user').expect(401);
    await laptop.get('/api/auth/user').expect(401);
    await request(testApp.app.getHttpServer())
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${token.token}`)
      .expect(401);
    expect(
      await sql(testApp, 'SELECT key FROM auth_failures WHERE key LIKE $1 OR key = $2', [
        `%${username.toLowerCase()}%`,
        `password:account:${user.id}`,
      ]),
    ).toEqual([]);
    expect(
      await sql(testApp, 'SELECT key FROM idempotency_keys WHERE user_id = $1', [user.id]),
    ).toEqual([]);
    expect(await sql(testApp, 'SELECT id FROM users WHERE id = $1', [user.id])).toEqual([]);
  });
});
