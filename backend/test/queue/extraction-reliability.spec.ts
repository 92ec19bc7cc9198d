import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractionRecovery } from '../../src/modules/content/extraction-recovery.service.js';
import { BullMqJobQueue } from '../../src/queue/bullmq-job-queue.js';
import { JobQueue } from '../../src/queue/job-queue.js';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { drainJobs, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import type { Driver } from './queue-harness.js';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Extraction items on both queue drivers: a failure is refunded before its job ends, a dead
 * process's item is extracted again, a sweep never doubles a live job, completed means charged,
 * one account's slow pages leave room for others, and a slow page's attempts end by a deadline.
 */
describe.each<Driver>(['in-process', 'bullmq'])('extraction on the %s driver', (driver) => {
  let testApp: TestApp;
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite();
    testApp = await startTestApp({
      env: {
        FETCH_ALLOWED_HOSTS: '127.0.0.1',
        EXTRACTION_DEADLINE_MS: '5000',
        ...(driver === 'bullmq'
          ? {
              REDIS_URL: 'redis://127.0.0.1:6379',
              QUEUE_PREFIX: `vault-reliability-${Date.now().toString(36)}`,
            }
          : {}),
      },
    });
  });
  afterAll(async () => {
    const queue = testApp.app.get(JobQueue);
    if (queue instanceof BullMqJobQueue) await queue.obliterate();
    await testApp.close();
    await site.close();
  });

  const usage = async (userId: number) =>
    (
      await sql<{ usage_count: number }>(testApp, 'SELECT usage_count FROM users WHERE id = $1', [
        userId,
      ])
    )[0]!.usage_count;
  const statusOf = async (agent: Awaited<ReturnType<typeof signUp>>['agent'], id: number) =>
    (await agent.get(`/api/content/${id}`).expect(200)).body.extractionStatus as string;

  it('a final failure refunds and marks the item failed before its job counts as finished', async () => {
    const { agent, user } = await signUp(testApp);
    const saved = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/missing` })
      .expect(201);
    await drainJobs(testApp);
    // No polling: once the queue is idle the item must already be failed and refunded.
    expect(await statusOf(agent, saved.body.id as number)).toBe('failed');
    expect(await usage(user.id)).toBe(0);
  });

  it('an item whose process died mid-job is extracted again at start, charged once', async () => {
    const { agent, user } = await signUp(testApp);
    const saved = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/article?title=Survivor` })
      .expect(201);
    await drainJobs(testApp);
    // As a killed process leaves it: processing, its job's lease lapsed, untouched for minutes.
    await sql(
      testApp,
      `UPDATE content_items SET extraction_status = 'processing', title = NULL,
              extraction_lease_owner = 'extraction:dead-job',
              extraction_lease_expires_at = now() - interval '1 minute',
              updated_at = now() - interval '5 minutes'
        WHERE id = $1`,
      [saved.body.id],
    );
    await testApp.restart();
    await drainJobs(testApp);
    const [item] = await sql<{ extraction_status: string; title: string }>(
      testApp,
      'SELECT extraction_status, title FROM content_items WHERE id = $1',
      [saved.body.id],
    );
    expect(item).toEqual({ extraction_status: 'completed', title: 'Survivor' });
    expect(await usage(user.id)).toBe(1);
  });

  it('the sweep never runs a second job for an item whose job is alive, and every completed item is charged', async () => {
    const { agent, user } = await signUp(testApp);
    // The page hangs on its first 5 requests (each dropped after a while), then answers.
    site.setHangs(5, 700);
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const saved = await agent
        .post('/api/content')
        .send({ url: `${site.origin}/hangs/${user.id}-${index}` })
        .expect(201);
      ids.push(saved.body.id as number);
    }
    const recovery = testApp.app.get(ExtractionRecovery);
    const settled = async () => {
      const statuses = await Promise.all(ids.map((id) => statusOf(agent, id)));
      return statuses.every((status) => status === 'completed' || status === 'failed');
    };
    const deadline = Date.now() + 60_000;
    // The minute sweep, as often as it could ever come, while the jobs retry.
    while (!(await settled())) {
      if (Date.now() > deadline) throw new Error('the items never settled');
      await recovery.requeueStale(0);
      await delay(150);
    }
    await drainJobs(testApp);
    const [counts] = await sql<{ completed: number; charged: number; uncharged: number }>(
      testApp,
      `SELECT count(*) FILTER (WHERE extraction_status = 'completed')::int AS completed,
              count(*) FILTER (WHERE charged_with IS NOT NULL)::int AS charged,
              count(*) FILTER (WHERE extraction_status = 'completed' AND charged_with IS NULL)::int AS uncharged
         FROM content_items WHERE user_id = $1`,
      [user.id],
    );
    expect(counts!.uncharged).toBe(0);
    expect(await usage(user.id)).toBe(counts!.completed);
    expect(counts!.charged).toBe(counts!.completed);
    expect(counts!.completed).toBeGreaterThan(0);
    expect(site.maxInFlight()).toBe(1);
  });

  it("one account's slow pages leave a slot for another account's save, and a slow page gives up by the deadline", async () => {
    const slow = await signUp(testApp);
    const fast = await signUp(testApp);
    const slowIds: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const saved = await slow.agent
        .post('/api/content')
        .send({ url: `${site.origin}/slow?ms=60000&n=${slow.user.id}-${index}` })
        .expect(201);
      slowIds.push(saved.body.id as number);
    }
    await delay(500);
    const started = Date.now();
    const saved = await fast.agent
      .post('/api/content')
      .send({ url: `${site.origin}/article?title=Not-Kept-Waiting` })
      .expect(201);
    await expect
      .poll(() => statusOf(fast.agent, saved.body.id as number), { timeout: 5_000, interval: 100 })
      .toBe('completed');
    expect(Date.now() - started).toBeLessThan(5_000);
    // Each slow page ends within the 5 s deadline (plus a retry's wait), far below 4 × 20 s fetches.
    const first = Date.now();
    await expect
      .poll(() => statusOf(slow.agent, slowIds[0]!), { timeout: 30_000, interval: 200 })
      .toBe('failed');
    expect(Date.now() - first).toBeLessThan(30_000);
    const body = (await slow.agent.get(`/api/content/${slowIds[0]}`).expect(200)).body;
    expect(body.extractionError).toMatch(/too long|could not be fetched/i);
    await drainJobs(testApp);
  }, 180_000);
});
