import type { ContentDetail } from '@vault/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs, sql } from '../support/library.js';
import {
  sendWebhook,
  startStripeFake,
  stripeEvent,
  STRIPE_TEST_ENV,
  type StripeFake,
  subscriptionObject,
} from '../support/stripe-fake.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { png } from '../media/media-fixtures.js';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

const PROSE =
  '<p>A post of pictures with enough words to be read as the main text of the page. </p>';

/** A site serving a post page that declares two images, and the images; it counts each request. */
async function startPictureSite(files: Map<string, Buffer>) {
  const hits = new Map<string, number>();
  let origin = '';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const file = files.get(url.pathname);
    if (file) return void response.writeHead(200, { 'content-type': 'image/png' }).end(file);
    if (url.pathname.startsWith('/post')) {
      const images = [...files.keys()]
        .map((path) => `<meta property="og:image" content="${origin}${path}">`)
        .join('\n');
      return void response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<!doctype html><html lang="en"><head><title>Pictures</title>${images}</head><body><article><h1>Pictures</h1>${PROSE.repeat(8)}</article></body></html>`,
        );
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('stored media after an upgrade: what the free plan did not keep is fetched', () => {
  let stripe: StripeFake;
  let testApp: TestApp;
  let site: Awaited<ReturnType<typeof startPictureSite>>;
  const files = new Map<string, Buffer>();

  beforeAll(async () => {
    files.set('/files/first.png', await png(320, 200));
    files.set('/files/second.png', await png(200, 320));
    site = await startPictureSite(files);
    stripe = await startStripeFake();
    testApp = await startTestApp({
      env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url, FETCH_ALLOWED_HOSTS: '127.0.0.1' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
    await site.stop().catch(() => undefined);
  });

  async function save(agent: Agent): Promise<number> {
    const saved = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/post-${Math.random()}` })
      .expect(201);
    await drainJobs(testApp);
    return saved.body.id as number;
  }

  const detail = async (agent: Agent, id: number) =>
    (await agent.get(`/api/content/${id}`).expect(200)).body as ContentDetail;

  const storedCount = async (userId: number) =>
    Number(
      (
        await sql<{ n: string }>(
          testApp,
          'SELECT count(*) AS n FROM stored_files WHERE user_id = $1',
          [userId],
        )
      )[0]!.n,
    );

  /** A completed Checkout for Pro, as Stripe sends it; Stripe's side lives in the fake. */
  async function subscribePro(userId: number) {
    const customerId = `cus_${userId}`;
    const subscriptionId = `sub_${userId}`;
    await sql(testApp, 'UPDATE users SET stripe_customer_id = $2 WHERE id = $1', [
      userId,
      customerId,
    ]);
    stripe.subscriptions.set(
      subscriptionId,
      subscriptionObject({
        id: subscriptionId,
        customer: customerId,
        status: 'active',
        price: 'price_pro_test',
        periodStart: new Date(Date.now() - 60_000),
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
    return { subscriptionId };
  }

  it('keeps the refused files once the plan is Pro, once, for that user only', async () => {
    const { agent, user } = await signUp(testApp);
    const other = await signUp(testApp);
    const id = await save(agent);
    const otherId = await save(other.agent);

    const onFree = await detail(agent, id);
    expect(onFree.media.map((entry) => entry.notKeptReason)).toEqual([
      'Your plan keeps the lead image only',
      'Your plan keeps the lead image only',
    ]);
    expect(onFree.metadata.mediaNotKept).toBe(
      '2 files not kept: Your plan keeps the lead image only',
    );
    // The lead image (the first) is kept on every plan; the second was never asked for.
    expect(site.hits.get('/files/second.png') ?? 0).toBe(0);

    const { subscriptionId } = await subscribePro(user.id);
    await drainJobs(testApp);

    const onPro = await detail(agent, id);
    expect(onPro.media.map((entry) => entry.originalUrl)).toEqual([
      `${site.origin}/files/first.png`,
      `${site.origin}/files/second.png`,
    ]);
    for (const entry of onPro.media) {
      expect(entry.storedUrl).toMatch(/^\/api\/media\/stored\/\d+$/);
      expect(entry.notKeptReason).toBeNull();
    }
    expect(onPro.metadata.mediaNotKept).toBeUndefined();
    expect(await storedCount(user.id)).toBe(2);
    const fetched = site.hits.get('/files/second.png');
    expect(fetched).toBe(1);

    // Another event of the same subscription changes no plan: nothing is fetched again.
    await sendWebhook(
      testApp,
      stripeEvent('customer.subscription.updated', { id: subscriptionId, object: 'subscription' }),
    ).expect(200);
    await drainJobs(testApp);
    expect(site.hits.get('/files/second.png')).toBe(fetched);
    expect(await storedCount(user.id)).toBe(2);

    // The files are Vault's now: served after the site is gone.
    await site.stop();
    const image = await agent.get(onPro.media[0]!.storedUrl!).expect(200);
    expect(image.headers['content-type']).toBe('image/png');

    // Someone else, still on the free plan, keeps what their plan keeps.
    const untouched = await detail(other.agent, otherId);
    expect(untouched.media.map((entry) => entry.storedUrl)).toEqual([null, null]);
    expect(await storedCount(other.user.id)).toBe(0);
  });
});
