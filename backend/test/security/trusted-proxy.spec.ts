import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

/**
 * Issue 33: X-Forwarded-For was believed from any loopback peer, so a client on the machine (or
 * behind a proxy that passes the header on) chose its own address and escaped the per-address
 * limits. Without TRUST_PROXY the header is ignored.
 */

const failedSignIns = (testApp: TestApp, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      request(testApp.app.getHttpServer())
        .post('/api/login')
        .set('Origin', TEST_ORIGIN)
        .set('X-Forwarded-For', `203.0.113.${index + 1}`)
        .send({ username: `nobody${index}`, password: 'guess' }),
    ),
  );

describe('X-Forwarded-For', () => {
  describe('without TRUST_PROXY', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await startTestApp({ env: { AUTH_FAILURE_LIMIT: '5' } });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('is ignored: failures sent with made-up addresses all count against the real one', async () => {
      const answers = await failedSignIns(testApp, 5);
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
      const next = await request(testApp.app.getHttpServer())
        .post('/api/login')
        .set('Origin', TEST_ORIGIN)
        .set('X-Forwarded-For', '198.51.100.99')
        .send({ username: 'someone-else', password: 'guess' });
      expect(next.status).toBe(429);
    });
  });

  describe('with TRUST_PROXY=loopback', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await startTestApp({ env: { AUTH_FAILURE_LIMIT: '5', TRUST_PROXY: 'loopback' } });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('names the client behind the proxy', async () => {
      await failedSignIns(testApp, 5);
      const next = await request(testApp.app.getHttpServer())
        .post('/api/login')
        .set('Origin', TEST_ORIGIN)
        .set('X-Forwarded-For', '198.51.100.99')
        .send({ username: 'someone-else', password: 'guess' });
      expect(next.status).toBe(401);
    });
  });
});
