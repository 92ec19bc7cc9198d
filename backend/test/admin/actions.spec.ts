import type { CreditTransaction } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

describe('admin changes: plan upgrades and credit grants, with their ledger and audit rows', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await signUp(testApp, 'boss');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const history = async (query: object = {}) =>
    (await admin.agent.get('/api/admin/credit-transactions').query(query).expect(200))
      .body as CreditTransaction[];

  it('moves a user to a plan, records it in the ledger and the audit log', async () => {
    const member = await signUp(testApp);
    const response = await admin.agent
      .post('/api/admin/upgrade-user')
      .send({ userId: member.user.id, plan: 'pro' })
      .expect(200);
    expect(response.body.user).toMatchObject({
      id: member.user.id,
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      usageLimit: 250,
    });
    const me = await member.agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ subscriptionPlan: 'pro', usageLimit: 250 });

    const [entry] = await history({ limit: 1 });
    expect(entry).toMatchObject({
      transactionType: 'admin_subscription',
      creditAmount: 0,
      description: 'Plan changed from free to pro by boss',
      user: { username: member.username },
      adminUser: { username: 'boss' },
    });

    const audit = await sql(
      testApp,
      'SELECT admin_user_id, action, target_user_id, before, after, created_at FROM admin_audit_log WHERE target_user_id = $1',
      [member.user.id],
    );
    expect(audit).toEqual([
      {
        admin_user_id: admin.user.id,
        action: 'upgrade_user',
        target_user_id: member.user.id,
        before: { subscriptionPlan: 'free', subscriptionStatus: 'active', usageLimit: 10 },
        after: { subscriptionPlan: 'pro', subscriptionStatus: 'active', usageLimit: 250 },
        created_at: expect.any(Date),
      },
    ]);

    await admin.agent
      .post('/api/admin/upgrade-user')
      .send({ userId: member.user.id, plan: 'free' })
      .expect(200);
    const [down] = await history({ limit: 1 });
    expect(down?.description).toBe(`Plan changed from pro to free by boss`);
  });

  it('refuses unknown plans and users', async () => {
    const member = await signUp(testApp);
    const bad = await admin.agent
      .post('/api/admin/upgrade-user')
      .send({ userId: member.user.id, plan: 'gold' })
      .expect(400);
    expect(bad.body.message).toContain('plan must be one of free, pro, premium');
    await admin.agent.post('/api/admin/upgrade-user').send({ plan: 'pro' }).expect(400);
    await admin.agent
      .post('/api/admin/upgrade-user')
      .send({ userId: 999_999, plan: 'pro' })
      .expect(404);
  });

  it('grants credits with the default description and records the grant', async () => {
    const member = await signUp(testApp);
    const response = await admin.agent
      .post('/api/admin/grant-credits')
      .send({ userId: member.user.id, creditAmount: 250 })
      .expect(200);
    expect(response.body.message).toBe(`Granted 250 credits to ${member.username}`);
    expect(response.body.user.creditsBalance).toBe(250);

    await admin.agent
      .post('/api/admin/grant-credits')
      .send({ userId: member.user.id, creditAmount: 50, description: 'Sorry for the outage' })
      .expect(200);

    const [latest, first] = await history({ limit: 2 });
    expect(latest).toMatchObject({
      transactionType: 'admin_grant',
      creditAmount: 50,
      balanceAfter: 300,
      description: 'Sorry for the outage',
      adminUser: { username: 'boss' },
      user: { username: member.username },
    });
    expect(first).toMatchObject({ description: 'Admin granted 250 credits', balanceAfter: 250 });

    const audit = await sql<{ before: unknown; after: unknown; action: string }>(
      testApp,
      'SELECT action, before, after FROM admin_audit_log WHERE target_user_id = $1 ORDER BY id',
      [member.user.id],
    );
    expect(audit).toEqual([
      {
        action: 'grant_credits',
        before: { creditsBalance: 0 },
        after: { creditsBalance: 250, creditAmount: 250, description: 'Admin granted 250 credits' },
      },
      {
        action: 'grant_credits',
        before: { creditsBalance: 250 },
        after: { creditsBalance: 300, creditAmount: 50, description: 'Sorry for the outage' },
      },
    ]);
  });

  it.each([0, -5, 1001, 2.5, '100', null])(
    'refuses a grant of %s credits',
    async (creditAmount) => {
      const member = await signUp(testApp);
      const response = await admin.agent
        .post('/api/admin/grant-credits')
        .send({ userId: member.user.id, creditAmount })
        .expect(400);
      expect(JSON.stringify(response.body.message)).toMatch(
        /creditAmount must be a whole number from 1 to 1000|Please select a user and enter a valid credit amount/,
      );
      const [row] = await sql<{ credits_balance: number }>(
        testApp,
        'SELECT credits_balance FROM users WHERE id = $1',
        [member.user.id],
      );
      expect(row?.credits_balance).toBe(0);
    },
  );

  it('accepts the bounds 1 and 1000', async () => {
    const member = await signUp(testApp);
    for (const creditAmount of [1, 1000]) {
      await admin.agent
        .post('/api/admin/grant-credits')
        .send({ userId: member.user.id, creditAmount })
        .expect(200);
    }
    const me = await member.agent.get('/api/auth/user').expect(200);
    expect(me.body.creditsBalance).toBe(1001);
    await admin.agent
      .post('/api/admin/grant-credits')
      .send({ userId: 999_999, creditAmount: 10 })
      .expect(404);
  });

  it('pages the credit history newest first', async () => {
    const all = await history({ limit: 100 });
    expect(all.length).toBeGreaterThan(4);
    const ids = all.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page = await history({ limit: 2, offset: 2 });
    expect(page.map((entry) => entry.id)).toEqual(ids.slice(2, 4));
    await admin.agent.get('/api/admin/credit-transactions').query({ offset: -1 }).expect(400);
  });
});
