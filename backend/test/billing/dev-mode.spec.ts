import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

interface UserRow {
  subscription_plan: string;
  subscription_status: string;
  usage_limit: number;
  usage_count: number;
  usage_period_start: Date;
  credits_balance: number;
}

interface LedgerRow {
  transaction_type: string;
  credit_amount: number;
  balance_after: number;
  description: string;
  stripe_payment_id: string | null;
}

/** No STRIPE_SECRET_KEY: upgrades and top-ups apply at once (spec 4, 7). */
describe('billing in development mode', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const userRow = async (id: number) =>
    (await sql<UserRow>(testApp, 'SELECT * FROM users WHERE id = $1', [id]))[0]!;
  const ledger = (id: number) =>
    sql<LedgerRow>(testApp, 'SELECT * FROM credit_transactions WHERE user_id = $1 ORDER BY id', [
      id,
    ]);

  it('tells the webapp that Stripe is off', async () => {
    const config = await request(testApp.app.getHttpServer()).get('/api/config').expect(200);
    expect(config.body.stripeEnabled).toBe(false);
  });

  it('upgrades at once: plan, active status, the catalog limit, a new period and a ledger row', async () => {
    const { agent, user } = await signUp(testApp);
    await sql(
      testApp,
      `UPDATE users SET usage_count = 10, usage_period_start = now() - interval '3 days' WHERE id = $1`,
      [user.id],
    );

    const response = await agent.post('/api/create-subscription').send({ plan: 'pro' }).expect(200);

    expect(response.body).toEqual({
      success: true,
      redirectUrl: '/',
      message: 'You are now on the Pro plan. Development mode: no payment was taken.',
    });
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      subscription_plan: 'pro',
      subscription_status: 'active',
      usage_limit: 250,
      usage_count: 0,
    });
    expect(Date.now() - row.usage_period_start.getTime()).toBeLessThan(60_000);
    expect(await ledger(user.id)).toEqual([
      expect.objectContaining({
        transaction_type: 'subscription',
        credit_amount: 0,
        balance_after: 0,
        description: 'Plan changed to Pro (development mode, no payment taken)',
        stripe_payment_id: null,
      }),
    ]);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ subscriptionPlan: 'pro', usageLimit: 250, usageCount: 0 });
    // The allowance now renews on the subscription day, a month from now.
    const resetsInDays = (new Date(me.body.usageResetsAt).getTime() - Date.now()) / 86_400_000;
    expect(resetsInDays).toBeGreaterThan(27);
    expect(resetsInDays).toBeLessThanOrEqual(31);
  });

  it('accepts a plan name in any case, refuses the plan one already has and unknown plans', async () => {
    const { agent, user } = await signUp(testApp);
    await agent.post('/api/create-subscription').send({ plan: 'free' }).expect(409);
    await agent.post('/api/create-subscription').send({ plan: 'gold' }).expect(400);
    await agent.post('/api/create-subscription').send({}).expect(400);
    await agent.post('/api/create-subscription').send({ plan: 'Premium' }).expect(200);
    expect(await userRow(user.id)).toMatchObject({
      subscription_plan: 'premium',
      usage_limit: 750,
    });
    const again = await agent
      .post('/api/create-subscription')
      .send({ plan: 'premium' })
      .expect(409);
    expect(again.body).toEqual({
      message: 'You are already on the Premium plan.',
      code: 'same_plan',
    });
  });

  it('tops up at once: 100 credits, a purchase in the ledger', async () => {
    const { agent, user } = await signUp(testApp);
    const response = await agent.post('/api/create-topup').send({ amount: 499 }).expect(200);
    expect(response.body).toMatchObject({ success: true, redirectUrl: '/' });
    expect(response.body.message).toContain('100 extractions');
    expect((await userRow(user.id)).credits_balance).toBe(100);
    expect(await ledger(user.id)).toEqual([
      expect.objectContaining({
        transaction_type: 'purchase',
        credit_amount: 100,
        balance_after: 100,
      }),
    ]);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.creditsBalance).toBe(100);
  });

  it.each([[100], [4.99], [0], [-499], ['499'], [null]])(
    'refuses a top-up of %j: the price is the server’s',
    async (amount) => {
      const { agent, user } = await signUp(testApp);
      const response = await agent.post('/api/create-topup').send({ amount }).expect(400);
      expect(response.body.message).toMatch(/amount/);
      expect((await userRow(user.id)).credits_balance).toBe(0);
    },
  );

  it('has no Customer Portal and no webhook without Stripe', async () => {
    const { agent } = await signUp(testApp);
    const portal = await agent.post('/api/billing/portal').send({}).expect(503);
    expect(portal.body.code).toBe('stripe_not_configured');
    await request(testApp.app.getHttpServer())
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(503);
  });

  it('sends a signed-out browser from /api/login to the sign-in card at /', async () => {
    await request(testApp.app.getHttpServer())
      .get('/api/login')
      .expect(302)
      .expect('Location', '/');
  });

  it('needs a signed-in user and the app’s own origin', async () => {
    const anonymous = request(testApp.app.getHttpServer());
    await anonymous.post('/api/create-subscription').send({ plan: 'pro' }).expect(401);
    await anonymous.post('/api/create-topup').send({ amount: 499 }).expect(401);
    const { agent } = await signUp(testApp);
    await agent
      .post('/api/create-topup')
      .set('Origin', 'https://evil.example')
      .send({ amount: 499 })
      .expect(403);
  });
});
