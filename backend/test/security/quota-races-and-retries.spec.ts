import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractionProcessor } from '../../src/modules/content/extraction.processor.js';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { drainJobs, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Rows 29, 30 and 39: concurrent saves against the last unit or credit, one refund for a failed
 * extraction, and saves retried with an Idempotency-Key.
 */
describe('quota races, refunds and idempotent saves', () => {
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

  const account = async (userId: number) =>
    (
      await sql<{ usage_count: number; usage_limit: number; credits_balance: number }>(
        testApp,
        'SELECT usage_count, usage_limit, credits_balance FROM users WHERE id = $1',
        [userId],
      )
    )[0]!;
  const ledger = (userId: number) =>
    sql<{ transaction_type: string; credit_amount: number; balance_after: number }>(
      testApp,
      'SELECT transaction_type, credit_amount, balance_after FROM credit_transactions WHERE user_id = $1 ORDER BY id',
      [userId],
    );

  async function twentyAtOnce(agent: Awaited<ReturnType<typeof signUp>>['agent'], tag: string) {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        agent.post('/api/content').send({ url: `${site.origin}/race-${tag}-${index}` }),
      ),
    );
    return responses.map((response) => response.status).sort();
  }

  it('row 29: 20 concurrent saves with one unit left: exactly one succeeds, usage equals the limit', async () => {
    const { agent, user } = await signUp(testApp);
    await sql(testApp, 'UPDATE users SET usage_count = usage_limit - 1 WHERE id = $1', [user.id]);
    const statuses = await twentyAtOnce(agent, 'unit');
    expect(statuses).toEqual([201, ...Array<number>(19).fill(402)]);
    const after = await account(user.id);
    expect(after.usage_count).toBe(after.usage_limit);
    expect(after.credits_balance).toBe(0);
    await drainJobs(testApp);
  });

  it('row 29: 20 concurrent saves with room for all: each succeeds once, counted once, charged to the right unit', async () => {
    const { agent, user } = await signUp(testApp);
    // 15 units of allowance left, then 5 credits: the last saves fall through to the credits.
    await sql(
      testApp,
      'UPDATE users SET usage_count = usage_limit - 15, credits_balance = 5 WHERE id = $1',
      [user.id],
    );
    const statuses = await twentyAtOnce(agent, 'room');
    expect(statuses).toEqual(Array<number>(20).fill(201));
    const after = await account(user.id);
    expect(after.usage_count).toBe(after.usage_limit);
    expect(after.credits_balance).toBe(0);
    const charges = await sql<{ charged_with: string; n: number }>(
      testApp,
      `SELECT charged_with, count(*)::int AS n FROM content_items WHERE user_id = $1
        GROUP BY charged_with ORDER BY charged_with`,
      [user.id],
    );
    expect(charges).toEqual([
      { charged_with: 'allowance', n: 15 },
      { charged_with: 'credit', n: 5 },
    ]);
    const [counted] = await sql<{ content_count: number }>(
      testApp,
      'SELECT content_count FROM users WHERE id = $1',
      [user.id],
    );
    expect(counted!.content_count).toBe(20);
    await drainJobs(testApp);
  });

  it('row 29: 20 concurrent saves with one credit left: exactly one succeeds, credits never negative', async () => {
    const { agent, user } = await signUp(testApp);
    await sql(
      testApp,
      'UPDATE users SET usage_count = usage_limit, credits_balance = 1 WHERE id = $1',
      [user.id],
    );
    const statuses = await twentyAtOnce(agent, 'credit');
    expect(statuses).toEqual([201, ...Array<number>(19).fill(402)]);
    expect((await account(user.id)).credits_balance).toBe(0);
    expect(await ledger(user.id)).toEqual([
      { transaction_type: 'usage', credit_amount: -1, balance_after: 0 },
    ]);
    await drainJobs(testApp);
  });

  it('row 30: an extraction that fails for good is refunded exactly once, even if told twice', async () => {
    const { agent, user } = await signUp(testApp);
    await sql(
      testApp,
      'UPDATE users SET usage_count = usage_limit, credits_balance = 1 WHERE id = $1',
      [user.id],
    );
    const saved = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/missing` })
      .expect(201);
    await drainJobs(testApp);
    // A queue may report a final failure more than once (a stalled job's second copy).
    const processor = testApp.app.get(ExtractionProcessor);
    await processor.onFinalFailure(
      { contentId: saved.body.id as number, userId: user.id },
      new Error('reported again'),
    );
    const item = await agent.get(`/api/content/${saved.body.id}`).expect(200);
    expect(item.body.extractionStatus).toBe('failed');
    expect((await account(user.id)).credits_balance).toBe(1);
    expect(await ledger(user.id)).toEqual([
      { transaction_type: 'usage', credit_amount: -1, balance_after: 0 },
      { transaction_type: 'refund', credit_amount: 1, balance_after: 1 },
    ]);
  });

  it('row 39: a save retried with the same Idempotency-Key gives one item and the same answer', async () => {
    const { agent, user } = await signUp(testApp);
    const save = (key: string, url = `${site.origin}/article?title=Once`) =>
      agent.post('/api/content').set('Idempotency-Key', key).send({ url });
    const first = await save('retry-1');
    const again = await save('retry-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // Concurrent copies of one request (a client that timed out and resent at once).
    const copies = await Promise.all([1, 2, 3].map(() => save('retry-2', `${site.origin}/twice`)));
    expect(copies.map((copy) => copy.status)).toEqual([201, 201, 201]);
    expect(new Set(copies.map((copy) => copy.body.id as number)).size).toBe(1);
    const items = await sql(testApp, 'SELECT id FROM content_items WHERE user_id = $1', [user.id]);
    expect(items).toHaveLength(2);
    expect((await account(user.id)).usage_count).toBe(2);
    // Another user's identical key is theirs alone.
    const other = await signUp(testApp);
    const theirs = await other.agent
      .post('/api/content')
      .set('Idempotency-Key', 'retry-1')
      .send({ url: `${site.origin}/article?title=Theirs` })
      .expect(201);
    expect(theirs.body.id).not.toBe(first.body.id);
    const bad = await save('x'.repeat(256)).expect(400);
    expect(bad.body.code).toBe('invalid_idempotency_key');
    await drainJobs(testApp);
  });

  it('row 39: a refused save stores no answer, so the same key can succeed later', async () => {
    const { agent, user } = await signUp(testApp);
    await sql(testApp, 'UPDATE users SET usage_count = usage_limit WHERE id = $1', [user.id]);
    const url = `${site.origin}/article?title=Later`;
    await agent.post('/api/content').set('Idempotency-Key', 'later').send({ url }).expect(402);
    await sql(testApp, 'UPDATE users SET usage_count = 0 WHERE id = $1', [user.id]);
    await agent.post('/api/content').set('Idempotency-Key', 'later').send({ url }).expect(201);
    await drainJobs(testApp);
  });
});
