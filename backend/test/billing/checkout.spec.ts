import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import { startStripeFake, STRIPE_TEST_ENV, type StripeFake } from '../support/stripe-fake.js';
import { signUp, startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

/** Stripe configured: the real SDK, pointed at a local fake of the Stripe API by STRIPE_API_BASE. */
describe('Stripe Checkout and the Customer Portal', () => {
  let stripe: StripeFake;
  let testApp: TestApp;

  beforeAll(async () => {
    stripe = await startStripeFake();
    testApp = await startTestApp({ env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.requests.length = 0;
    stripe.unknownPrices.clear();
  });

  const customerOf = async (id: number) =>
    (
      await sql<{ stripe_customer_id: string | null }>(
        testApp,
        'SELECT stripe_customer_id FROM users WHERE id = $1',
        [id],
      )
    )[0]!.stripe_customer_id;

  it('tells the webapp that Stripe is on', async () => {
    const config = await request(testApp.app.getHttpServer()).get('/api/config').expect(200);
    expect(config.body.stripeEnabled).toBe(true);
  });

  it('starts a subscription Checkout at the configured price, for a customer it creates once', async () => {
    const { agent, user, username } = await signUp(testApp);

    // A price sent by the client is not even read.
    const response = await agent
      .post('/api/create-subscription')
      .send({ plan: 'pro', price: 'price_cheap', amount: 1 })
      .expect(200);

    const [customer] = stripe.requestsTo('/v1/customers');
    expect(customer?.body).toMatchObject({
      email: `${username}@example.com`,
      name: username,
      'metadata[userId]': String(user.id),
    });
    expect(customer?.idempotencyKey).toBe(`vault-customer-${user.id}`);
    const customerId = await customerOf(user.id);
    expect(customerId).toMatch(/^cus_fake/);

    const [session] = stripe.requestsTo('/v1/checkout/sessions');
    expect(session?.body).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: String(user.id),
      'line_items[0][price]': 'price_pro_test',
      'line_items[0][quantity]': '1',
      'metadata[userId]': String(user.id),
      'metadata[plan]': 'pro',
      'subscription_data[metadata][userId]': String(user.id),
      'subscription_data[metadata][plan]': 'pro',
      success_url: `${TEST_ORIGIN}/pricing?checkout=success`,
      cancel_url: `${TEST_ORIGIN}/pricing?checkout=cancelled`,
    });
    expect(JSON.stringify(session?.body)).not.toContain('price_cheap');
    expect(response.body).toEqual({
      checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
    });

    // Nothing changes before Stripe confirms the payment (the webhook).
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ subscriptionPlan: 'free', usageLimit: 10 });

    stripe.requests.length = 0;
    await agent.post('/api/create-subscription').send({ plan: 'premium' }).expect(200);
    expect(stripe.requestsTo('/v1/customers')).toHaveLength(0);
    expect(stripe.requestsTo('/v1/checkout/sessions')[0]?.body).toMatchObject({
      customer: customerId,
      'line_items[0][price]': 'price_premium_test',
    });
  });

  it('starts a one-time top-up Checkout for 499 only, at the configured price', async () => {
    const { agent, user } = await signUp(testApp);
    await agent.post('/api/create-topup').send({ amount: 99 }).expect(400);
    expect(stripe.requests).toHaveLength(0);

    const response = await agent.post('/api/create-topup').send({ amount: 499 }).expect(200);

    expect(response.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(stripe.requestsTo('/v1/checkout/sessions')[0]?.body).toMatchObject({
      mode: 'payment',
      client_reference_id: String(user.id),
      customer: await customerOf(user.id),
      'line_items[0][price]': 'price_topup_test',
      'line_items[0][quantity]': '1',
      'metadata[kind]': 'topup',
      'payment_intent_data[metadata][userId]': String(user.id),
    });
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.creditsBalance).toBe(0);
  });

  it('answers Invalid Stripe price ID when Stripe does not know the configured price', async () => {
    const { agent } = await signUp(testApp);
    stripe.unknownPrices.add('price_pro_test');
    const response = await agent.post('/api/create-subscription').send({ plan: 'pro' }).expect(503);
    expect(response.body).toEqual({
      message: expect.stringContaining('Invalid Stripe price ID'),
      code: 'stripe_price_invalid',
    });
  });

  it('sends a paying customer to the Customer Portal instead of a second subscription', async () => {
    const { agent, user } = await signUp(testApp);
    await agent.post('/api/billing/portal').send({}).expect(409);
    await sql(
      testApp,
      `UPDATE users SET subscription_plan = 'pro', usage_limit = 250, stripe_customer_id = 'cus_paying',
              stripe_subscription_id = 'sub_paying' WHERE id = $1`,
      [user.id],
    );
    stripe.requests.length = 0;

    const again = await agent
      .post('/api/create-subscription')
      .send({ plan: 'premium' })
      .expect(409);
    expect(again.body.code).toBe('manage_in_portal');
    await agent
      .post('/api/billing/portal')
      .send({ returnPath: 'https://evil.example' })
      .expect(400);
    const portal = await agent
      .post('/api/billing/portal')
      .send({ returnPath: '/settings' })
      .expect(200);

    expect(portal.body).toEqual({
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//),
    });
    expect(stripe.requestsTo('/v1/billing_portal/sessions')).toEqual([
      expect.objectContaining({
        body: { customer: 'cus_paying', return_url: `${TEST_ORIGIN}/settings` },
      }),
    ]);
    expect(stripe.requestsTo('/v1/checkout/sessions')).toHaveLength(0);
  });
});

describe('Stripe configured without a price for a plan', () => {
  let stripe: StripeFake;
  let testApp: TestApp;

  beforeAll(async () => {
    stripe = await startStripeFake();
    testApp = await startTestApp({
      env: { ...STRIPE_TEST_ENV, STRIPE_PRICE_PREMIUM: '', STRIPE_API_BASE: stripe.url },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
  });

  it('answers Invalid Stripe price ID without calling Stripe', async () => {
    const { agent } = await signUp(testApp);
    const response = await agent
      .post('/api/create-subscription')
      .send({ plan: 'premium' })
      .expect(503);
    expect(response.body.message).toContain('Invalid Stripe price ID');
    expect(stripe.requestsTo('/v1/checkout/sessions')).toHaveLength(0);
  });
});
