import { describe, expect, it } from 'vitest';
import { createStripeClient, stripeConnection } from './stripe-client.js';

const unset = {
  secretKey: null,
  webhookSecret: null,
  pricePro: null,
  pricePremium: null,
  priceTopUp: null,
  apiBase: null,
};

describe('stripeConnection', () => {
  it('leaves Stripe itself alone when no API base is configured', () => {
    expect(stripeConnection(null)).toEqual({});
  });

  it.each([
    ['http://127.0.0.1:4010', { host: '127.0.0.1', protocol: 'http', port: 4010 }],
    [
      'https://stripe-mock.internal',
      { host: 'stripe-mock.internal', protocol: 'https', port: 443 },
    ],
    ['http://localhost', { host: 'localhost', protocol: 'http', port: 80 }],
  ])('sends requests for %s to its host, port and protocol', (base, expected) => {
    expect(stripeConnection(base)).toEqual(expected);
  });
});

describe('createStripeClient', () => {
  it('is null in development mode (no secret key)', () => {
    expect(createStripeClient(unset)).toBeNull();
  });

  it('builds a client when a secret key is set', () => {
    const client = createStripeClient({ ...unset, secretKey: 'sk_test_123' });
    expect(client?.checkout.sessions).toBeDefined();
  });
});
