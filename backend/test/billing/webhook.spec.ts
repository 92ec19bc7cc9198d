import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import {
  sendWebhook,
  startStripeFake,
  stripeEvent,
  STRIPE_TEST_ENV,
  type StripeFake,
  subscriptionObject,
} from '../support/stripe-fake.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

interface UserRow {
  subscription_plan: string;
  subscription_status: string;
  usage_limit: number;
  usage_count: number;
  usage_period_start: Date;
  credits_balance: number;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
}

const DAY_MS = 86_400_000;

describe('POST /api/stripe/webhook', () => {
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

  const userRow = async (id: number) =>
    (await sql<UserRow>(testApp, 'SELECT * FROM users WHERE id = $1', [id]))[0]!;
  const ledger = (id: number) =>
    sql<{
      transaction_type: string;
      credit_amount: number;
      balance_after: number;
      stripe_payment_id: string | null;
    }>(testApp, 'SELECT * FROM credit_transactions WHERE user_id = $1 ORDER BY id', [id]);
  const processed = async (eventId: string) =>
    (await sql(testApp, 'SELECT id FROM stripe_events WHERE id = $1', [eventId])).length;

  /** A user with a Stripe customer, as checkout leaves them. */
  async function customer() {
    const signed = await signUp(testApp);
    const customerId = `cus_${signed.user.id}`;
    await sql(testApp, 'UPDATE users SET stripe_customer_id = $2 WHERE id = $1', [
      signed.user.id,
      customerId,
    ]);
    return { ...signed, customerId };
  }

  function topUpSession(userId: number, customerId: string, paymentIntent: string) {
    return {
      id: `cs_${paymentIntent}`,
      object: 'checkout.session',
      mode: 'payment',
      client_reference_id: String(userId),
      customer: customerId,
      subscription: null,
      payment_intent: paymentIntent,
      payment_status: 'paid',
      metadata: { userId: String(userId), kind: 'topup' },
    };
  }

  /** Subscribes through a completed Checkout; Stripe's side lives in the fake. */
  async function subscribe(userId: number, customerId: string, price = 'price_pro_test') {
    const subscriptionId = `sub_${userId}`;
    const periodStart = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    stripe.subscriptions.set(
      subscriptionId,
      subscriptionObject({
        id: subscriptionId,
        customer: customerId,
        status: 'active',
        price,
        periodStart,
        userId,
      }),
    );
    const completed = stripeEvent('checkout.session.completed', {
      id: `cs_${subscriptionId}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: String(userId),
      customer: customerId,
      subscription: subscriptionId,
      payment_intent: null,
      payment_status: 'paid',
      metadata: { userId: String(userId), kind: 'subscription', plan: 'pro' },
    });
    await sendWebhook(testApp, completed).expect(200);
    return { subscriptionId, periodStart };
  }

  describe('signature', () => {
    it('refuses a bad signature with 400 and changes nothing', async () => {
      const { user, customerId } = await customer();
      const event = stripeEvent(
        'checkout.session.completed',
        topUpSession(user.id, customerId, 'pi_forged'),
      );

      const wrongSecret = await sendWebhook(testApp, event, {
        secret: 'whsec_someone_else',
      }).expect(400);
      expect(wrongSecret.body).toEqual({
        message: 'Invalid Stripe signature',
        code: 'invalid_signature',
      });
      await sendWebhook(testApp, event, { signature: 't=1,v1=deadbeef' }).expect(400);
      await sendWebhook(testApp, event, { signature: null }).expect(400);

      expect((await userRow(user.id)).credits_balance).toBe(0);
      expect(await ledger(user.id)).toEqual([]);
      expect(await processed(event.id)).toBe(0);
    });

    it('refuses a stale timestamp (a replayed old delivery)', async () => {
      const { user, customerId } = await customer();
      const event = stripeEvent(
        'checkout.session.completed',
        topUpSession(user.id, customerId, 'pi_stale'),
      );
      const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
      await sendWebhook(testApp, event, { timestamp: tenMinutesAgo }).expect(400);
      expect((await userRow(user.id)).credits_balance).toBe(0);
      expect(await processed(event.id)).toBe(0);
    });

    it('refuses a body changed after signing', async () => {
      const { user, customerId } = await customer();
      const event = stripeEvent(
        'checkout.session.completed',
        topUpSession(user.id, customerId, 'pi_x'),
      );
      const { default: Stripe } = await import('stripe');
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: JSON.stringify(event),
        secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
      });
      const tampered = {
        ...event,
        data: { object: { ...event.data.object, client_reference_id: '1' } },
      };
      await sendWebhook(testApp, tampered, { signature }).expect(400);
    });
  });

  describe('top-ups', () => {
    it('credits a completed top-up once, however often and however concurrently it is delivered', async () => {
      const { user, customerId } = await customer();
      const event = stripeEvent(
        'checkout.session.completed',
        topUpSession(user.id, customerId, 'pi_once'),
      );

      const first = await sendWebhook(testApp, event).expect(200);
      expect(first.body).toEqual({ received: true, duplicate: false });
      const replay = await sendWebhook(testApp, event).expect(200);
      expect(replay.body).toEqual({ received: true, duplicate: true });

      const concurrent = stripeEvent(
        'checkout.session.completed',
        topUpSession(user.id, customerId, 'pi_burst'),
      );
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => sendWebhook(testApp, concurrent)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);

      expect((await userRow(user.id)).credits_balance).toBe(200);
      expect(await ledger(user.id)).toEqual([
        expect.objectContaining({
          transaction_type: 'purchase',
          credit_amount: 100,
          balance_after: 100,
          stripe_payment_id: 'pi_once',
        }),
        expect.objectContaining({
          transaction_type: 'purchase',
          credit_amount: 100,
          balance_after: 200,
          stripe_payment_id: 'pi_burst',
        }),
      ]);
      expect(await processed(event.id)).toBe(1);
    });

    it('credits a session reported by two different events once', async () => {
      const { user, customerId } = await customer();
      const session = topUpSession(user.id, customerId, 'pi_twice');
      await sendWebhook(testApp, stripeEvent('checkout.session.completed', session)).expect(200);
      await sendWebhook(testApp, stripeEvent('checkout.session.completed', session)).expect(200);
      await Promise.all([
        sendWebhook(testApp, stripeEvent('checkout.session.completed', session)),
        sendWebhook(testApp, stripeEvent('checkout.session.completed', session)),
      ]);
      expect((await userRow(user.id)).credits_balance).toBe(100);
      expect(await ledger(user.id)).toHaveLength(1);
    });

    it('credits a delayed payment when it succeeds, not when the session completes unpaid', async () => {
      const { user, customerId } = await customer();
      const session = topUpSession(user.id, customerId, 'pi_delayed');
      await sendWebhook(
        testApp,
        stripeEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' }),
      ).expect(200);
      expect((await userRow(user.id)).credits_balance).toBe(0);

      await sendWebhook(
        testApp,
        stripeEvent('checkout.session.async_payment_succeeded', session),
      ).expect(200);
      expect((await userRow(user.id)).credits_balance).toBe(100);
    });

    it('claws the credits of a refunded top-up back, a partial refund in part, each refund once', async () => {
      const { user, customerId } = await customer();
      await sendWebhook(
        testApp,
        stripeEvent('checkout.session.completed', topUpSession(user.id, customerId, 'pi_refund')),
      ).expect(200);
      const charge = {
        id: 'ch_refund',
        object: 'charge',
        amount: 499,
        payment_intent: 'pi_refund',
        refunded: false,
      };

      const half = stripeEvent('charge.refunded', { ...charge, amount_refunded: 250 });
      await sendWebhook(testApp, half).expect(200);
      await sendWebhook(testApp, half).expect(200);
      expect((await userRow(user.id)).credits_balance).toBe(50);

      const full = stripeEvent('charge.refunded', {
        ...charge,
        amount_refunded: 499,
        refunded: true,
      });
      await sendWebhook(testApp, full).expect(200);
      // Stripe may send the cumulative state again in a new event: nothing more to take.
      await sendWebhook(
        testApp,
        stripeEvent('charge.refunded', { ...charge, amount_refunded: 499, refunded: true }),
      ).expect(200);

      expect((await userRow(user.id)).credits_balance).toBe(0);
      expect(await ledger(user.id)).toEqual([
        expect.objectContaining({
          transaction_type: 'purchase',
          credit_amount: 100,
          balance_after: 100,
        }),
        expect.objectContaining({
          transaction_type: 'refund',
          credit_amount: -50,
          balance_after: 50,
          stripe_payment_id: 'pi_refund',
        }),
        expect.objectContaining({
          transaction_type: 'refund',
          credit_amount: -50,
          balance_after: 0,
          stripe_payment_id: 'pi_refund',
        }),
      ]);
    });

    it('never takes more than is left when the refunded credits were spent', async () => {
      const { user, customerId } = await customer();
      await sendWebhook(
        testApp,
        stripeEvent('checkout.session.completed', topUpSession(user.id, customerId, 'pi_spent')),
      ).expect(200);
      await sql(testApp, 'UPDATE users SET credits_balance = 30 WHERE id = $1', [user.id]);
      await sendWebhook(
        testApp,
        stripeEvent('charge.refunded', {
          id: 'ch_spent',
          object: 'charge',
          amount: 499,
          amount_refunded: 499,
          payment_intent: 'pi_spent',
        }),
      ).expect(200);
      expect((await userRow(user.id)).credits_balance).toBe(0);
    });

    it('ignores the refund of a payment that bought no credits', async () => {
      const { user } = await customer();
      await sendWebhook(
        testApp,
        stripeEvent('charge.refunded', {
          id: 'ch_other',
          object: 'charge',
          amount: 900,
          amount_refunded: 900,
          payment_intent: 'pi_subscription_invoice',
        }),
      ).expect(200);
      expect(await ledger(user.id)).toEqual([]);
    });
  });

  describe('subscriptions', () => {
    it('links a completed subscription Checkout: plan, status, limit and the period from Stripe', async () => {
      const { user, customerId, agent } = await customer();
      await sql(
        testApp,
        `UPDATE users SET usage_count = 9, usage_period_start = now() - interval '20 days' WHERE id = $1`,
        [user.id],
      );

      const { subscriptionId, periodStart } = await subscribe(user.id, customerId);

      expect(await userRow(user.id)).toMatchObject({
        subscription_plan: 'pro',
        subscription_status: 'active',
        usage_limit: 250,
        usage_count: 0,
        usage_period_start: periodStart,
        stripe_customer_id: customerId,
        stripe_subscription_id: subscriptionId,
      });
      expect(stripe.requestsTo(`/v1/subscriptions/${subscriptionId}`).length).toBeGreaterThan(0);
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toMatchObject({
        subscriptionPlan: 'pro',
        stripeSubscriptionId: subscriptionId,
      });
      expect(await ledger(user.id)).toEqual([
        expect.objectContaining({ transaction_type: 'subscription', credit_amount: 0 }),
      ]);
    });

    it('follows plan changes and a failed payment (a past-due subscription counts as free)', async () => {
      const { user, customerId, agent } = await customer();
      const { subscriptionId, periodStart } = await subscribe(user.id, customerId);

      stripe.subscriptions.set(
        subscriptionId,
        subscriptionObject({
          id: subscriptionId,
          customer: customerId,
          status: 'active',
          price: 'price_premium_test',
          periodStart,
        }),
      );
      await sendWebhook(
        testApp,
        stripeEvent('customer.subscription.updated', {
          id: subscriptionId,
          object: 'subscription',
        }),
      ).expect(200);
      expect(await userRow(user.id)).toMatchObject({
        subscription_plan: 'premium',
        usage_limit: 750,
      });

      stripe.subscriptions.set(
        subscriptionId,
        subscriptionObject({
          id: subscriptionId,
          customer: customerId,
          status: 'past_due',
          price: 'price_premium_test',
          periodStart,
        }),
      );
      await sendWebhook(
        testApp,
        stripeEvent('invoice.payment_failed', {
          id: 'in_failed',
          object: 'invoice',
          customer: customerId,
          billing_reason: 'subscription_cycle',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId },
          },
        }),
      ).expect(200);
      expect(await userRow(user.id)).toMatchObject({
        subscription_plan: 'premium',
        subscription_status: 'past_due',
        usage_limit: 10,
      });
      const [item] = await sql<{ id: number }>(
        testApp,
        `INSERT INTO content_items (user_id, url, canonical_url, platform, extraction_status)
         VALUES ($1, 'https://a.example/', 'https://a.example/', 'other', 'completed') RETURNING id`,
        [user.id],
      );
      const gated = await agent
        .patch(`/api/content/${item!.id}`)
        .send({ quickNote: 'x' })
        .expect(403);
      expect(gated.body.code).toBe('upgrade_required');
    });

    it('starts a new period on a paid renewal invoice: usage back to 0, once', async () => {
      const { user, customerId } = await customer();
      const { subscriptionId } = await subscribe(user.id, customerId);
      await sql(testApp, 'UPDATE users SET usage_count = 200 WHERE id = $1', [user.id]);
      const renewal = new Date(Date.now() + 30 * DAY_MS);
      renewal.setMilliseconds(0);
      stripe.subscriptions.set(
        subscriptionId,
        subscriptionObject({
          id: subscriptionId,
          customer: customerId,
          status: 'active',
          price: 'price_pro_test',
          periodStart: renewal,
        }),
      );
      const invoice = {
        id: 'in_renewal',
        object: 'invoice',
        customer: customerId,
        billing_reason: 'subscription_cycle',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId },
        },
      };

      await sendWebhook(testApp, stripeEvent('invoice.paid', invoice)).expect(200);
      expect(await userRow(user.id)).toMatchObject({ usage_count: 0, usage_period_start: renewal });

      await sql(testApp, 'UPDATE users SET usage_count = 3 WHERE id = $1', [user.id]);
      await sendWebhook(testApp, stripeEvent('invoice.paid', invoice)).expect(200);
      expect((await userRow(user.id)).usage_count).toBe(3);
    });

    it('keeps a deleted subscription deleted when an older update arrives after it', async () => {
      const { user, customerId } = await customer();
      const { subscriptionId, periodStart } = await subscribe(user.id, customerId);
      const active = subscriptionObject({
        id: subscriptionId,
        customer: customerId,
        status: 'active',
        price: 'price_pro_test',
        periodStart,
      });
      const olderUpdate = stripeEvent('customer.subscription.updated', active);
      const canceled = subscriptionObject({
        id: subscriptionId,
        customer: customerId,
        status: 'canceled',
        price: 'price_pro_test',
        periodStart,
      });
      stripe.subscriptions.set(subscriptionId, canceled);

      await sendWebhook(testApp, stripeEvent('customer.subscription.deleted', canceled)).expect(
        200,
      );
      await sendWebhook(testApp, olderUpdate).expect(200);

      expect(await userRow(user.id)).toMatchObject({
        subscription_plan: 'free',
        subscription_status: 'active',
        usage_limit: 10,
        stripe_subscription_id: null,
        stripe_customer_id: customerId,
      });
      expect((await ledger(user.id)).map((row) => row.transaction_type)).toEqual([
        'subscription',
        'subscription',
      ]);
    });

    it('lets the end of an old subscription leave a newer one alone', async () => {
      const { user, customerId } = await customer();
      const { periodStart } = await subscribe(user.id, customerId);
      stripe.subscriptions.set(
        'sub_old',
        subscriptionObject({
          id: 'sub_old',
          customer: customerId,
          status: 'canceled',
          price: 'price_pro_test',
          periodStart,
        }),
      );
      await sendWebhook(
        testApp,
        stripeEvent('customer.subscription.deleted', { id: 'sub_old', object: 'subscription' }),
      ).expect(200);
      expect(await userRow(user.id)).toMatchObject({
        subscription_plan: 'pro',
        stripe_subscription_id: `sub_${user.id}`,
      });
    });

    it('records events it does not act on, and answers 200', async () => {
      const event = stripeEvent('customer.created', { id: 'cus_new', object: 'customer' });
      await sendWebhook(testApp, event).expect(200);
      expect(await processed(event.id)).toBe(1);
    });
  });
});
