import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake, type StripeFake } from '../support/stripe-fake.js';
import { startTestApp } from '../support/test-app.js';

/** The integration tests' app factory (`@nestjs/testing`) lets a test reach the outside world only through a local fake. */
describe('the test application', () => {
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
  });
  afterAll(async () => {
    await stripe.close();
  });

  it('refuses a Stripe key without a local Stripe fake to send its requests to', async () => {
    await expect(startTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_only' } })).rejects.toThrow(
      'Tests reach Stripe only through a local fake: set STRIPE_API_BASE',
    );
  });

  it('refuses a WhatsApp Cloud API account without a local fake of the Graph API', async () => {
    await expect(
      startTestApp({ env: { WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '100' } }),
    ).rejects.toThrow('Tests reach the WhatsApp Cloud API only through a local fake');
  });

  it('builds the app with the real Stripe SDK pointed at the local fake', async () => {
    const testApp = await startTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_only', STRIPE_API_BASE: stripe.url },
    });
    try {
      const { status } = await testApp.agent().get('/api/health');
      expect(status).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
