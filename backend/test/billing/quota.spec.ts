import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageResetDate } from '../../src/modules/users/usage-period.js';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { drainJobs, seedItems, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const DAY_MS = 86_400_000;

/** The monthly allowance, credits that never expire, and paid features, as a user meets them. */
describe('quotas and plan gating', () => {
  let testApp: TestApp;
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite();
    testApp = await startTestApp({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await testApp.close();
    await site.close();
  });

  it('renews the allowance on the sign-up day each month, with no roll-over; credits never expire', async () => {
    const { agent, user } = await signUp(testApp);
    await agent.post('/api/create-topup').send({ amount: 499 }).expect(200);
    const signUpDay = new Date(Date.now() - 40 * DAY_MS);
    await sql(testApp, 'UPDATE users SET usage_count = 4, usage_period_start = $2 WHERE id = $1', [
      user.id,
      signUpDay,
    ]);

    // Before any save, the account already shows the new month: nothing used, nothing carried over.
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    expect(me).toMatchObject({ usageCount: 0, usageLimit: 10, creditsBalance: 100 });
    const periodStart = new Date(me.usagePeriodStart);
    const resetsAt = new Date(me.usageResetsAt);
    // One whole month after the sign-up day, on the same day of the month.
    expect(periodStart).toEqual(usageResetDate(signUpDay));
    expect(resetsAt).toEqual(usageResetDate(periodStart));
    expect(resetsAt.getTime()).toBeGreaterThan(Date.now());
    expect(resetsAt.getTime() - periodStart.getTime()).toBeGreaterThanOrEqual(28 * DAY_MS);

    for (let n = 1; n <= 11; n += 1) {
      await agent
        .post('/api/content')
        .send({ url: `${site.origin}/renewed-${n}` })
        .expect(201);
    }
    await drainJobs(testApp);

    const after = (await agent.get('/api/auth/user').expect(200)).body;
    // Ten from the allowance, the eleventh from credits bought before the month turned.
    expect(after).toMatchObject({ usageCount: 10, creditsBalance: 99 });
    expect(after.usagePeriodStart).toBe(me.usagePeriodStart);
    // Every save counted in the library, whichever way it was paid (the renewing first one too).
    expect((await agent.get('/api/content/stats').expect(200)).body).toHaveProperty(
      'totalCount',
      11,
    );
    const ledger = await sql<{ transaction_type: string; credit_amount: number }>(
      testApp,
      'SELECT transaction_type, credit_amount FROM credit_transactions WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    expect(ledger).toEqual([
      { transaction_type: 'purchase', credit_amount: 100 },
      { transaction_type: 'usage', credit_amount: -1 },
    ]);
  });

  it('refuses notes and tags to the free plan with 403 and an upgrade message', async () => {
    const { agent, user } = await signUp(testApp);
    const [id] = await seedItems(testApp, user.id, [{ title: 'Gated' }]);
    for (const change of [{ quickNote: 'remember' }, { customTags: ['later'] }]) {
      const refused = await agent.patch(`/api/content/${id}`).send(change).expect(403);
      expect(refused.body).toEqual({
        message: 'Notes and tags are part of the Pro and Premium plans. Upgrade to add them.',
        code: 'upgrade_required',
      });
    }
    await agent.patch(`/api/content/${id}`).send({ isFavorite: true }).expect(200);

    await agent.post('/api/create-subscription').send({ plan: 'pro' }).expect(200);
    const noted = await agent
      .patch(`/api/content/${id}`)
      .send({ quickNote: 'remember', customTags: ['later'] })
      .expect(200);
    expect(noted.body).toMatchObject({ quickNote: 'remember', customTags: ['later'] });
  });

  it.each([
    ['Premium', 'active', 200],
    ['PRO', 'Active', 200],
    ['pro', 'past_due', 403],
    ['premium', 'canceled', 403],
    ['gold', 'active', 403],
  ])('compares plan %s (%s) case-insensitively: %i', async (plan, status, expected) => {
    const { agent, user } = await signUp(testApp);
    const [id] = await seedItems(testApp, user.id, [{ title: 'Plan check' }]);
    await sql(
      testApp,
      'UPDATE users SET subscription_plan = $2, subscription_status = $3 WHERE id = $1',
      [user.id, plan, status],
    );
    await agent
      .patch(`/api/content/${id}`)
      .send({ customTags: ['x'] })
      .expect(expected);
  });
});
