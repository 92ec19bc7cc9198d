import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import {
  startStripeFake,
  STRIPE_TEST_ENV,
  type StripeFake,
  subscriptionObject,
} from '../support/stripe-fake.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const PHRASE = 'DELETE_MY_ACCOUNT';

describe('account deletion with a Stripe subscription', () => {
  let stripe: StripeFake;
  let testApp: TestApp;

  beforeAll(async () => {
    stripe = await startStripeFake();
    testApp = await startTestApp({ env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close().catch(() => undefined);
  });

  async function subscriber(subscriptionId: string) {
    const person = await signUp(testApp);
    await sql(
      testApp,
      `UPDATE users SET subscription_plan = 'pro', usage_limit = 250,
              stripe_customer_id = $2, stripe_subscription_id = $3 WHERE id = $1`,
      [person.user.id, `cus_${subscriptionId}`, subscriptionId],
    );
    return person;
  }

  async function userExists(id: number): Promise<boolean> {
    return (await sql(testApp, 'SELECT 1 FROM users WHERE id = $1', [id])).length > 0;
  }

  it('cancels the active subscription at once, then deletes the account', async () => {
    const person = await subscriber('sub_to_cancel');
    stripe.subscriptions.set(
      'sub_to_cancel',
      subscriptionObject({
        id: 'sub_to_cancel',
        customer: 'cus_sub_to_cancel',
        status: 'active',
        price: STRIPE_TEST_ENV.STRIPE_PRICE_PRO,
        periodStart: new Date(),
        userId: person.user.id,
      }),
    );

    await person.agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: PHRASE, password: 'secret123' })
      .expect(200);

    const cancels = stripe.requests.filter(
      (entry) => entry.method === 'DELETE' && entry.path === '/v1/subscriptions/sub_to_cancel',
    );
    expect(cancels).toHaveLength(1);
    expect(stripe.subscriptions.get('sub_to_cancel')?.status).toBe('canceled');
    expect(await userExists(person.user.id)).toBe(false);
  });

  it('deletes the account when Stripe no longer knows the subscription', async () => {
    const person = await subscriber('sub_long_gone');
    await person.agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: PHRASE, password: 'secret123' })
      .expect(200);
    expect(await userExists(person.user.id)).toBe(false);
  });

  it('deletes nothing while the subscription cannot be cancelled', async () => {
    const person = await subscriber('sub_unreachable');
    await stripe.close();
    const response = await person.agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: PHRASE, password: 'secret123' })
      .expect(503);
    expect(response.body.message).toMatch(/nothing was deleted/);
    expect(await userExists(person.user.id)).toBe(true);
    await person.agent.get('/api/auth/user').expect(200);
  });
});
