import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import Stripe from 'stripe';
import type { TestApp } from './test-app.js';

/** One request the app's Stripe SDK made: the form-encoded body as flat keys (`line_items[0][price]`). */
export interface StripeRequest {
  method: string;
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface StripeFake {
  /** For `STRIPE_API_BASE`. */
  url: string;
  requests: StripeRequest[];
  /** What `subscriptions.retrieve` answers: Stripe's current state of each subscription. */
  subscriptions: Map<string, Stripe.Subscription>;
  /** Prices Checkout refuses with Stripe's own "No such price" error. */
  unknownPrices: Set<string>;
  requestsTo(path: string): StripeRequest[];
  close(): Promise<void>;
}

function stripeError(
  response: http.ServerResponse,
  status: number,
  message: string,
  param?: string,
) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(
    JSON.stringify({
      error: { type: 'invalid_request_error', code: 'resource_missing', message, param },
    }),
  );
}

/**
 * A local stand-in for the Stripe API on loopback: records what the SDK sends and answers the JSON
 * shapes the SDK expects for customers, Checkout Sessions, portal sessions and subscriptions.
 */
export async function startStripeFake(): Promise<StripeFake> {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, Stripe.Subscription>();
  const unknownPrices = new Set<string>();
  let counter = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const body = Object.fromEntries(new URLSearchParams(raw));
      const key = req.headers['idempotency-key'];
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        body,
        idempotencyKey:
          typeof key === 'string' && !key.startsWith('stripe-node-retry') ? key : undefined,
      });
      counter += 1;
      const json = (payload: object) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const route = `${req.method} ${url.pathname}`;
      if (route === 'POST /v1/customers') {
        return json({ id: `cus_fake${counter}`, object: 'customer', email: body.email ?? null });
      }
      if (route === 'POST /v1/checkout/sessions') {
        const price = body['line_items[0][price]'];
        if (price && unknownPrices.has(price)) {
          return stripeError(res, 400, `No such price: '${price}'`, 'line_items[0][price]');
        }
        const id = `cs_test_fake${counter}`;
        return json({
          id,
          object: 'checkout.session',
          mode: body.mode,
          customer: body.customer ?? null,
          client_reference_id: body.client_reference_id ?? null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (route === 'POST /v1/billing_portal/sessions') {
        return json({
          id: `bps_fake${counter}`,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/fake${counter}`,
        });
      }
      const subscription = /^GET \/v1\/subscriptions\/([\w-]+)$/.exec(route);
      if (subscription) {
        const found = subscriptions.get(subscription[1]!);
        return found ? json(found) : stripeError(res, 404, 'No such subscription');
      }
      // Immediate cancellation (account deletion): the subscription ends now.
      const cancel = /^DELETE \/v1\/subscriptions\/([\w-]+)$/.exec(route);
      if (cancel) {
        const found = subscriptions.get(cancel[1]!);
        if (!found) return stripeError(res, 404, 'No such subscription');
        const cancelled = { ...found, status: 'canceled' } as Stripe.Subscription;
        subscriptions.set(cancel[1]!, cancelled);
        return json(cancelled);
      }
      return stripeError(res, 404, `The fake has no route ${route}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    unknownPrices,
    requestsTo: (path) => requests.filter((entry) => entry.path === path),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_vault',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_vault',
  STRIPE_PRICE_PRO: 'price_pro_test',
  STRIPE_PRICE_PREMIUM: 'price_premium_test',
  STRIPE_PRICE_TOPUP: 'price_topup_test',
};

let eventCounter = 0;

/** A Stripe event of `type` about `object`, as the API would send it. */
export function stripeEvent(type: string, object: object, id = `evt_test_${++eventCounter}`) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** A subscription as `subscriptions.retrieve` answers it (the fields the app reads, and a few more). */
export function subscriptionObject(options: {
  id: string;
  customer: string;
  status: string;
  price: string;
  periodStart: Date;
  userId?: number;
}): Stripe.Subscription {
  const start = Math.floor(options.periodStart.getTime() / 1000);
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status,
    metadata: options.userId ? { userId: String(options.userId) } : {},
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${options.id}`,
      data: [
        {
          id: `si_${options.id}`,
          object: 'subscription_item',
          price: { id: options.price, object: 'price' },
          current_period_start: start,
          current_period_end: start + 30 * 24 * 3600,
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

export interface WebhookOptions {
  secret?: string;
  /** Unix seconds the signature claims; now by default. */
  timestamp?: number;
  signature?: string | null;
}

/** Posts an event to the webhook, signed with the SDK's test-header helper. */
export function sendWebhook(testApp: TestApp, event: object, options: WebhookOptions = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature !== undefined
      ? options.signature
      : Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
          ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
        });
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== null) headers['Stripe-Signature'] = signature;
  return request(testApp.app.getHttpServer())
    .post('/api/stripe/webhook')
    .set(headers)
    .send(payload);
}
