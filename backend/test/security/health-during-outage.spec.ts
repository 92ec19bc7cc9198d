import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../../src/database/scratch-database.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { startTcpProxy } from './support/processes.js';

/**
 * Issue 33.7 (plan row 38): liveness answers 200 while PostgreSQL is down, also when the request
 * carries a session cookie, whose lookup would need the database.
 */
describe('/api/health during a database outage', () => {
  let database: ScratchDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createScratchDatabase(inject('adminDatabaseUrl'), 'vault_test');
    const target = new URL(database.url);
    proxy = await startTcpProxy(Number(target.port || 5432));
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    testApp = await startTestApp({
      database: { url: proxied.toString(), drop: () => Promise.resolve() },
    });
  });
  afterAll(async () => {
    proxy.restore();
    await testApp.close();
    await proxy.close();
    await database.drop();
  });

  it('answers 200 with or without a session cookie, while readiness answers 503', async () => {
    const { agent } = await signUp(testApp);
    expect((await agent.get('/api/auth/user')).status).toBe(200);

    proxy.cut();
    try {
      const withCookie = await agent.get('/api/health');
      expect(withCookie.status).toBe(200);
      expect(withCookie.body).toEqual({ status: 'ok' });
      expect(withCookie.headers['set-cookie']).toBeUndefined();
      expect((await request(testApp.app.getHttpServer()).get('/api/health')).status).toBe(200);
      expect((await agent.get('/api/ready')).status).toBe(503);
      expect((await agent.get('/api/auth/user')).status).toBe(503);
    } finally {
      proxy.restore();
    }
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });
});
