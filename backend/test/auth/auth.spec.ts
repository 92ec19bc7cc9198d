import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionSetCookie,
  signUp,
  startTestApp,
  TEST_ORIGIN,
  type TestApp,
  uniqueName,
} from '../support/test-app.js';

describe('accounts and sign-in', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('makes the first account admin and later accounts users, with the documented defaults', async () => {
    const first = await signUp(testApp);
    const second = await signUp(testApp);
    expect(first.user.role).toBe('admin');
    expect(second.user.role).toBe('user');
    const me = await second.agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({
      username: second.username,
      email: `${second.username}@example.com`,
      subscriptionPlan: 'free',
      subscriptionStatus: 'active',
      usageCount: 0,
      usageLimit: 10,
      creditsBalance: 0,
      whatsappVerified: false,
    });
    expect(me.body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(me.body)).not.toContain('argon2');
  });

  it('answers 401 to a signed-out request for a protected route', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/api/auth/user').expect(401);
    expect(response.body).toEqual({ message: 'Please sign in', code: 'unauthenticated' });
    await request(testApp.app.getHttpServer()).get('/api/auth/tokens').expect(401);
  });

  it.each([
    [{ email: 'a@example.com', password: 'secret123' }, 'Username is required'],
    [
      { username: 'ab', email: 'a@example.com', password: 'secret123' },
      'Username must be at least 3 characters',
    ],
    [
      { username: 'bad name!', email: 'a@example.com', password: 'secret123' },
      'Username may contain only',
    ],
    [{ username: 'validname', password: 'secret123' }, 'Email is required'],
    [
      { username: 'validname', email: 'not-an-email', password: 'secret123' },
      'Email must be a valid email address',
    ],
    [
      { username: 'validname', email: 'a@example.com', password: '12345' },
      'Password must be at least 6 characters',
    ],
  ])('refuses sign-up %o with a message naming the field', async (body, message) => {
    const response = await testApp.agent().post('/api/register').send(body).expect(400);
    expect(response.body.message).toContain(message);
    expect(response.body.code).toBe('validation_failed');
  });

  it('keeps usernames and e-mails unique case-insensitively', async () => {
    const { username } = await signUp(testApp);
    const sameName = await testApp
      .agent()
      .post('/api/register')
      .send({
        username: username.toUpperCase(),
        email: `other-${username}@example.com`,
        password: 'secret123',
      })
      .expect(409);
    expect(sameName.body.message).toBe('That username is already taken');
    const sameEmail = await testApp
      .agent()
      .post('/api/register')
      .send({
        username: `x${username}`,
        email: `${username.toUpperCase()}@EXAMPLE.com`,
        password: 'secret123',
      })
      .expect(409);
    expect(sameEmail.body.message).toBe('An account with that email already exists');
  });

  it('signs in, with one message for a wrong password and an unknown user', async () => {
    const { username, password } = await signUp(testApp);
    const agent = testApp.agent();
    const wrong = await agent
      .post('/api/login')
      .send({ username, password: 'wrong-password' })
      .expect(401);
    const unknown = await agent
      .post('/api/login')
      .send({ username: `nobody-${username}`, password })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid username or password');
    await agent.post('/api/login').send({ username: '', password }).expect(400);

    const ok = await agent
      .post('/api/login')
      .send({ username: username.toUpperCase(), password })
      .expect(200);
    expect(ok.body.username).toBe(username);
    const cookie = sessionSetCookie(ok);
    expect(cookie).toMatch(/vault\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    await agent.get('/api/auth/user').expect(200);
  });

  it('gives a new session id at sign-in (no session fixation)', async () => {
    const { username, password, agent } = await signUp(testApp);
    const first = await agent.post('/api/login').send({ username, password }).expect(200);
    const second = await agent.post('/api/login').send({ username, password }).expect(200);
    const sid = (response: typeof first) =>
      /vault\.sid=([^;]+)/.exec(sessionSetCookie(response))?.[1];
    expect(sid(first)).toBeTruthy();
    expect(sid(first)).not.toBe(sid(second));
  });

  it('signs out with POST and with GET (redirecting home)', async () => {
    const { agent, username, password } = await signUp(testApp);
    await agent.post('/api/logout').expect(200, { message: 'Signed out' });
    await agent.get('/api/auth/user').expect(401);
    await agent.post('/api/login').send({ username, password }).expect(200);
    const redirect = await agent.get('/api/logout').expect(302);
    expect(redirect.headers.location).toBe('/');
    await agent.get('/api/auth/user').expect(401);
  });

  describe('change password', () => {
    it.each([
      [{ newPassword: 'newsecret' }, 'Current password is required'],
      [{ currentPassword: '', newPassword: 'newsecret' }, 'Current password is required'],
      [
        { currentPassword: 'secret123', newPassword: '123' },
        'Password must be at least 6 characters',
      ],
      [
        { currentPassword: 'secret123', newPassword: 'newsecret', confirmPassword: 'different' },
        "Passwords don't match",
      ],
      [
        { currentPassword: 'not-the-password', newPassword: 'newsecret' },
        'Current password is incorrect',
      ],
    ])('refuses %o with "%s"', async (body, message) => {
      const { agent } = await signUp(testApp);
      const response = await agent.post('/api/auth/change-password').send(body).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('changes the password and signs out every other session', async () => {
      const { agent, username, password } = await signUp(testApp);
      const otherDevice = testApp.agent();
      await otherDevice.post('/api/login').send({ username, password }).expect(200);
      await agent
        .post('/api/auth/change-password')
        .send({
          currentPassword: password,
          newPassword: 'brand-new-pass',
          confirmPassword: 'brand-new-pass',
        })
        .expect(200, { message: 'Password changed' });
      await agent.get('/api/auth/user').expect(200);
      await otherDevice.get('/api/auth/user').expect(401);
      await testApp.agent().post('/api/login').send({ username, password }).expect(401);
      await testApp
        .agent()
        .post('/api/login')
        .send({ username, password: 'brand-new-pass' })
        .expect(200);
    });
  });

  describe('CSRF', () => {
    it('refuses a cookie-authenticated write from another origin', async () => {
      const { agent } = await signUp(testApp);
      const response = await agent
        .post('/api/auth/change-password')
        .set('Origin', 'https://evil.example')
        .send({ currentPassword: 'secret123', newPassword: 'hijacked1' })
        .expect(403);
      expect(response.body.code).toBe('csrf');
    });

    it('refuses a cross-site fetch by Sec-Fetch-Site and a cookie write without any origin', async () => {
      const { agent } = await signUp(testApp);
      await agent
        .post('/api/logout')
        .set('Origin', TEST_ORIGIN)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
      const cookie = (await agent.get('/api/auth/user')).request.getHeader?.('Cookie');
      expect(cookie === undefined || typeof cookie === 'string').toBe(true);
      const login = await testApp.agent().post('/api/login').send({ username: 'x', password: 'y' });
      expect(login.status).toBe(401);
    });

    it('refuses a cookie-carrying write that names no origin at all', async () => {
      const { username, password } = await signUp(testApp);
      const login = await testApp
        .agent()
        .post('/api/login')
        .send({ username, password })
        .expect(200);
      const cookie = sessionSetCookie(login).split(';')[0] ?? '';
      await request(testApp.app.getHttpServer())
        .post('/api/auth/change-password')
        .set('Cookie', cookie)
        .send({ currentPassword: password, newPassword: 'hijacked1' })
        .expect(403);
    });

    it('accepts the same write from the app origin', async () => {
      const { agent, password } = await signUp(testApp);
      await agent
        .post('/api/auth/change-password')
        .set('Referer', `${TEST_ORIGIN}/settings`)
        .send({ currentPassword: password, newPassword: 'fine-change' })
        .expect(200);
    });
  });

  it('keeps sessions across a backend restart', async () => {
    const { agent, username } = await signUp(testApp);
    const me = await agent.get('/api/auth/user').expect(200);
    const cookie = me.request.cookies;
    const sessionCookie = sessionSetCookie(
      await agent.post('/api/login').send({ username, password: 'secret123' }),
    ).split(';')[0];
    expect(cookie).toBeDefined();
    expect(sessionCookie).toBeTruthy();
    await testApp.restart();
    const after = await request(testApp.app.getHttpServer())
      .get('/api/auth/user')
      .set('Cookie', sessionCookie ?? '')
      .expect(200);
    expect(after.body.username).toBe(username);
  });

  it('answers every error as JSON without a stack trace', async () => {
    const notFound = await request(testApp.app.getHttpServer()).get('/api/health/nope').expect(404);
    expect(notFound.body).toHaveProperty('message');
    const malformed = await testApp
      .agent()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username": ')
      .expect(400);
    expect(malformed.body).toEqual({
      message: 'Request body is not valid JSON',
      code: 'invalid_json',
    });
    expect(malformed.text).not.toMatch(/at .*\.js:\d+/);
  });

  it('names the user in GET /api/auth/user after sign-up via a fresh login', async () => {
    const name = uniqueName('fresh');
    const { agent } = await signUp(testApp, name);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.username).toBe(name);
    expect(me.body.usageResetsAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
