import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

describe('rate limits on sign-in and sign-up', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 429 with a clear message once the limit is reached', async () => {
    const attempt = () =>
      request(testApp.app.getHttpServer())
        .post('/api/login')
        .set('Origin', TEST_ORIGIN)
        .send({ username: 'someone', password: 'wrong-password' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Too many attempts. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    expect(Object.keys(limited.headers).some((name) => name.startsWith('retry-after'))).toBe(true);
  });

  it('limits sign-ups too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await request(testApp.app.getHttpServer())
        .post('/api/register')
        .set('Origin', TEST_ORIGIN)
        .send({
          username: `limited${i}${Date.now()}`,
          email: `limited${i}${Date.now()}@example.com`,
          password: 'secret123',
        });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
