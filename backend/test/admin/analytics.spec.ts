import type { AdminContentOverview, AdminStats, AdminUsage } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

describe('admin analytics against a seeded database', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  const day = (daysAgo: number) => {
    const date = new Date();
    date.setUTCDate(date.getUTCDate() - daysAgo);
    return date.toISOString().slice(0, 10);
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await signUp(testApp, 'chief');
    const pro = await signUp(testApp, 'paula');
    const lapsed = await signUp(testApp, 'lapsed');
    const quiet = await signUp(testApp, 'quiet');
    await signUp(testApp, 'nobody');
    await sql(
      testApp,
      "UPDATE users SET subscription_plan = 'pro', subscription_status = 'active' WHERE id = $1",
      [pro.user.id],
    );
    await sql(
      testApp,
      "UPDATE users SET subscription_plan = 'premium', subscription_status = 'past_due' WHERE id = $1",
      [lapsed.user.id],
    );
    const today = await seedItems(testApp, pro.user.id, [
      { title: 'a', platform: 'linkedin' },
      { title: 'b', platform: 'youtube' },
      { title: 'c', platform: 'youtube' },
    ]);
    // Saved today (UTC midnight, one second in), whatever time the test runs.
    await sql(
      testApp,
      `UPDATE content_items SET created_at = date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '1 second'
       WHERE id = ANY($1)`,
      [today],
    );
    await sql(
      testApp,
      "UPDATE content_items SET extraction_status = 'failed', extraction_error = 'Timed out' WHERE id = $1",
      [today[2]],
    );
    const [tenDaysAgo] = await seedItems(testApp, quiet.user.id, [{ title: 'd' }]);
    await sql(
      testApp,
      "UPDATE content_items SET created_at = now() - interval '10 days' WHERE id = $1",
      [tenDaysAgo],
    );
    const [old] = await seedItems(testApp, lapsed.user.id, [{ title: 'e' }]);
    await sql(
      testApp,
      "UPDATE content_items SET created_at = now() - interval '40 days' WHERE id = $1",
      [old],
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('counts users, saves, active users and the paid share', async () => {
    const stats = (await admin.agent.get('/api/admin/stats').expect(200)).body as AdminStats;
    // 5 users; 5 items; paula and quiet saved in the last 30 days; 1 of 5 on an active paid plan.
    expect(stats).toEqual({
      totalUsers: 5,
      totalExtractions: 5,
      activeUsers: 2,
      conversionRate: 20,
    });
  });

  it('lists daily usage by action for the last 30 days, newest day first', async () => {
    const usage = (await admin.agent.get('/api/admin/usage').expect(200)).body as AdminUsage;
    const extractions = usage.dailyUsage.filter((entry) => entry.action === 'extraction');
    expect(extractions).toEqual([
      { date: day(0), action: 'extraction', count: 3 },
      { date: day(10), action: 'extraction', count: 1 },
    ]);
  });

  it('counts ledger rows per day and type', async () => {
    const member = await signUp(testApp);
    await admin.agent
      .post('/api/admin/grant-credits')
      .send({ userId: member.user.id, creditAmount: 5 })
      .expect(200);
    await admin.agent
      .post('/api/admin/grant-credits')
      .send({ userId: member.user.id, creditAmount: 6 })
      .expect(200);
    const usage = (await admin.agent.get('/api/admin/usage').expect(200)).body as AdminUsage;
    expect(usage.dailyUsage).toContainEqual({ date: day(0), action: 'admin_grant', count: 2 });
  });

  it('counts saves per platform', async () => {
    const response = await admin.agent.get('/api/admin/platforms').expect(200);
    expect(response.body).toEqual({ linkedin: 1, youtube: 2, other: 2 });
  });

  it('shows recent saves and counts by extraction status', async () => {
    const overview = (await admin.agent.get('/api/admin/content').expect(200))
      .body as AdminContentOverview;
    expect(overview.statusCounts).toEqual({
      pending: 0,
      queued: 0,
      processing: 0,
      completed: 4,
      failed: 1,
    });
    expect(overview.recent).toHaveLength(5);
    expect(overview.recent.at(-1)?.title).toBe('e');
    const failed = overview.recent.find((item) => item.extractionStatus === 'failed');
    expect(failed).toMatchObject({
      title: 'c',
      extractionError: 'Timed out',
      user: { username: 'paula' },
    });
  });

  it('lists users with their content count, searches and pages', async () => {
    const all = await admin.agent.get('/api/admin/users').expect(200);
    expect(all.headers['x-total-count']).toBe('6');
    const paula = all.body.find((user: { username: string }) => user.username === 'paula');
    expect(paula).toMatchObject({ contentCount: 3, subscriptionPlan: 'pro' });
    expect(paula).not.toHaveProperty('passwordHash');

    const search = await admin.agent.get('/api/admin/users').query({ search: 'PAUL' }).expect(200);
    expect(search.body.map((user: { username: string }) => user.username)).toEqual(['paula']);
    const byEmail = await admin.agent
      .get('/api/admin/users')
      .query({ search: 'quiet@example' })
      .expect(200);
    expect(byEmail.body.map((user: { username: string }) => user.username)).toEqual(['quiet']);
    const literal = await admin.agent.get('/api/admin/users').query({ search: '%' }).expect(200);
    expect(literal.body).toEqual([]);

    const page = await admin.agent
      .get('/api/admin/users')
      .query({ limit: 2, offset: 1 })
      .expect(200);
    expect(page.body.map((user: { id: number }) => user.id)).toEqual(
      all.body.slice(1, 3).map((user: { id: number }) => user.id),
    );
    await admin.agent.get('/api/admin/users').query({ limit: 101 }).expect(400);
  });
});
