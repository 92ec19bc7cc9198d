import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../src/database/prepared-query.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * What every signed-in request reads before its own work (its token's or its session's user) is a
 * statement each connection plans once: planning the token's join cost PostgreSQL more than
 * running it.
 */
describe('the statements every signed-in request runs', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The names of the statements prepared on any of the pool's connections. */
  async function preparedStatements(): Promise<Set<string>> {
    const pool = poolOf(testApp.app.get(DataSource));
    const clients = await Promise.all(
      Array.from({ length: pool.totalCount }, () => pool.connect()),
    );
    try {
      const names = new Set<string>();
      for (const client of clients) {
        const rows = await client.query<{ name: string }>(
          'SELECT name FROM pg_prepared_statements',
        );
        for (const row of rows.rows) names.add(row.name);
      }
      return names;
    } finally {
      for (const client of clients) client.release();
    }
  }

  it('reads the token and its user, and the session user, by prepared statements', async () => {
    const { agent } = await signUp(testApp);
    const created = await agent.post('/api/auth/tokens').send({ name: 'CLI' }).expect(201);
    for (let i = 0; i < 3; i++) {
      await request(testApp.app.getHttpServer())
        .get('/api/auth/user')
        .set('Authorization', `Bearer ${created.body.token}`)
        .expect(200);
      await agent.get('/api/auth/user').expect(200);
    }
    const names = await preparedStatements();
    expect(names).toContain('vault_token_authentication');
    expect(names).toContain('vault_signed_in_user');
  });

  it('still refuses a revoked token and a deleted session at once', async () => {
    const { agent } = await signUp(testApp);
    const created = await agent.post('/api/auth/tokens').send({ name: 'CLI' }).expect(201);
    const bearer = () =>
      request(testApp.app.getHttpServer())
        .get('/api/auth/user')
        .set('Authorization', `Bearer ${created.body.token}`);
    await bearer().expect(200);
    await agent.delete(`/api/auth/tokens/${created.body.id}`).expect(204);
    await bearer().expect(401);
    await agent.get('/api/auth/user').expect(200);
    await agent.post('/api/logout').expect((response) => expect(response.status).toBeLessThan(300));
    await agent.get('/api/auth/user').expect(401);
  });

  /** The session row's version (`xmin` changes with every write) and expiry. */
  async function sessionRow(userId: number): Promise<{ xmin: string; expire: Date }> {
    const rows: { xmin: string; expire: Date }[] = await testApp.app
      .get(DataSource)
      .query(
        `SELECT xmin::text AS xmin, expire FROM sessions WHERE sess->'passport'->>'user' = $1`,
        [String(userId)],
      );
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  it('reads a signed-in session on each request but writes its rolling expiry at most once a day', async () => {
    const { agent, user } = await signUp(testApp);
    await agent.get('/api/auth/user').expect(200);
    const before = await sessionRow(user.id);
    for (let i = 0; i < 3; i++) await agent.get('/api/content').expect(200);
    const after = await sessionRow(user.id);
    expect(after.xmin).toBe(before.xmin);
    expect(after.expire.getTime()).toBe(before.expire.getTime());
    expect(before.expire.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);

    // Ending the session still takes effect on the next request.
    await testApp.app
      .get(DataSource)
      .query(`DELETE FROM sessions WHERE sess->'passport'->>'user' = $1`, [String(user.id)]);
    await agent.get('/api/auth/user').expect(401);
  });
});
