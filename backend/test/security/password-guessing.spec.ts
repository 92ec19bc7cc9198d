import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/app-config.js';
import { signUp, startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

/**
 * Row 19: password guessing is stopped per account (from any number of addresses) and per
 * address (against any number of accounts) after 10 failures in 15 minutes. Verification codes
 * have their own per-code attempt limit and resend limits (whatsapp-verification-codes.spec.ts).
 */

const LIMITED = {
  message: 'Too many failed attempts. Please wait 15 minutes and try again.',
  code: 'too_many_failures',
};

describe('password guessing', () => {
  let testApp: TestApp;
  let nextAddress = 1;

  beforeAll(async () => {
    // The real default (10); the per-minute throttle per address stays out of the way.
    testApp = await startTestApp({ env: { AUTH_FAILURE_LIMIT: '', TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A sign-in from its own client address, as a botnet would send it (through a trusted loopback proxy). */
  const signIn = (username: string, password: string, address = `203.0.113.${nextAddress++}`) =>
    request(testApp.app.getHttpServer())
      .post('/api/login')
      .set('Origin', TEST_ORIGIN)
      .set('X-Forwarded-For', address)
      .send({ username, password });

  it('allows 10 failures per account and per address by default', () => {
    expect(testApp.config.authFailureLimit).toBe(10);
    expect(loadConfig({}).authFailureLimit).toBe(10);
  });

  it('answers 429 with a clear message to the 11th failed sign-in for one account, from any address', async () => {
    const { username, password } = await signUp(testApp);
    for (let i = 0; i < 10; i += 1) expect((await signIn(username, 'guess' + i)).status).toBe(401);
    const limited = await signIn(username, 'guess-11');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(LIMITED);
    // Even the right password waits: the attacker cannot tell when a guess was right.
    expect((await signIn(username, password)).status).toBe(429);
    // The extension's token sign-in is the same password check.
    const token = await request(testApp.app.getHttpServer())
      .post('/api/auth/tokens')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ username, password, name: 'ext' });
    expect(token.status).toBe(429);
    // Another account is not affected.
    const other = await signUp(testApp);
    expect((await signIn(other.username, other.password)).status).toBe(200);
  });

  it('issue 33.9: a browser or extension that signed in before is not locked out by failures from elsewhere', async () => {
    const { username, password } = await signUp(testApp);
    // The person's browser signs in once and keeps its device cookie.
    const browser = testApp.agent();
    await browser.post('/api/login').send({ username, password }).expect(200);
    await browser.post('/api/logout').expect(200);
    // The extension signs in once and keeps its device token.
    const extension = await request(testApp.app.getHttpServer())
      .post('/api/auth/tokens')
      .send({ username, password, name: 'ext' })
      .expect(201);
    const deviceToken = extension.body.deviceToken as string;
    expect(deviceToken).toMatch(/^v1\./);

    // Someone else guesses from many addresses until the account is locked.
    for (let i = 0; i < 10; i += 1) expect((await signIn(username, 'guess' + i)).status).toBe(401);
    expect((await signIn(username, password)).status).toBe(429);

    // The known browser and the known extension still get in; a new browser does not.
    await browser.post('/api/login').send({ username, password }).expect(200);
    await request(testApp.app.getHttpServer())
      .post('/api/auth/tokens')
      .send({ username, password, name: 'ext', deviceToken })
      .expect(201);
    expect((await testApp.agent().post('/api/login').send({ username, password })).status).toBe(
      429,
    );
    // Another account's device token or a forged one opens nothing.
    const other = await signUp(testApp);
    const otherDevice = await request(testApp.app.getHttpServer())
      .post('/api/auth/tokens')
      .send({ username: other.username, password: other.password, name: 'ext' })
      .expect(201);
    for (const forged of [
      otherDevice.body.deviceToken as string,
      deviceToken.slice(0, -2) + 'AA',
    ]) {
      expect(
        (
          await request(testApp.app.getHttpServer())
            .post('/api/auth/tokens')
            .send({ username, password, name: 'ext', deviceToken: forged })
        ).status,
      ).toBe(429);
    }
  });

  it("limits guesses from a known device on that device's own count", async () => {
    const { username, password } = await signUp(testApp);
    const device = await request(testApp.app.getHttpServer())
      .post('/api/auth/tokens')
      .send({ username, password, name: 'ext' })
      .expect(201);
    const deviceToken = device.body.deviceToken as string;
    const guess = (attempt: string) =>
      request(testApp.app.getHttpServer())
        .post('/api/auth/tokens')
        .set('X-Forwarded-For', `198.51.100.${nextAddress++}`)
        .send({ username, password: attempt, name: 'ext', deviceToken });
    for (let i = 0; i < 10; i += 1) expect((await guess('wrong' + i)).status).toBe(401);
    expect((await guess(password)).status).toBe(429);
    // The account itself is not locked for its owner's other browsers.
    expect((await signIn(username, password)).status).toBe(200);
  });

  it('counts an unknown username exactly like a real one', async () => {
    for (let i = 0; i < 10; i += 1) expect((await signIn('ghost-account', 'x')).status).toBe(401);
    expect((await signIn('ghost-account', 'x')).body).toEqual(LIMITED);
  });

  it('answers 429 to the 11th failure from one address, whichever accounts it tries', async () => {
    const address = '192.0.2.99';
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(`spray${i}`, 'Password1', address)).status).toBe(401);
    }
    const { username, password } = await signUp(testApp);
    expect((await signIn(username, password, address)).body).toEqual(LIMITED);
    expect((await signIn(username, password, '192.0.2.100')).status).toBe(200);
  });

  it('answers 429 to the 11th wrong current password on a password change', async () => {
    const { agent, password } = await signUp(testApp);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await agent
        .post('/api/auth/change-password')
        .send({ currentPassword: `wrong${i}`, newPassword: 'new-secret' });
      expect(wrong.status).toBe(400);
    }
    const limited = await agent
      .post('/api/auth/change-password')
      .send({ currentPassword: password, newPassword: 'new-secret' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(LIMITED);
  });
});
