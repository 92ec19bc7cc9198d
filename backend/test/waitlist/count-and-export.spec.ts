import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import { signUp, startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

describe('waitlist count, admin CSV export and rate limit', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let member: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    testApp = await startTestApp({
      env: { WAITLIST_COUNT_THRESHOLD: '3', AUTH_RATE_LIMIT_PER_MINUTE: '40' },
    });
    admin = await signUp(testApp);
    member = await signUp(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const server = () => testApp.app.getHttpServer();
  const join = (email: string) =>
    request(server()).post('/api/waitlist').set('Origin', TEST_ORIGIN).send({ email });
  const count = async () =>
    (await request(server()).get('/api/waitlist/count').expect(200)).body as {
      count: number | null;
    };

  it('hides the count below the threshold and shows the real count from it on', async () => {
    expect(await count()).toEqual({ count: null });
    await join('first@example.com').expect(201);
    await join('second@example.com').expect(201);
    expect(await count()).toEqual({ count: null });
    await join('third@example.com').expect(201);
    expect(await count()).toEqual({ count: 3 });
    // A repeat is a success for the visitor and does not count twice.
    await join('THIRD@example.com').expect(201);
    expect(await count()).toEqual({ count: 3 });
    const rows = await sql(testApp, 'SELECT count(*)::int AS n FROM waitlist_entries');
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('exports the list as formula-safe CSV for an administrator', async () => {
    await join('=cmd@example.com').expect(201);
    const response = await admin.agent.get('/api/admin/waitlist.csv').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vault-waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.text.trim().split('\n');
    expect(lines[0]).toBe('email,joined_at');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'first@example.com',
      'second@example.com',
      'third@example.com',
      `'=cmd@example.com`,
    ]);
    expect(lines[1]).toMatch(/^first@example\.com,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
  });

  it('refuses the export to a member (403) and to a visitor (401)', async () => {
    const response = await member.agent.get('/api/admin/waitlist.csv').expect(403);
    expect(response.body.code).toBe('admin_only');
    await request(server()).get('/api/admin/waitlist.csv').expect(401);
  });

  it('rate limits sign-ups per address of the visitor', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 45; index += 1) {
      statuses.push((await join(`flood${index}@example.com`)).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(40);
  });
});
