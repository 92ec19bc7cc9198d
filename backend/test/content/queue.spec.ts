import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BullMqJobQueue } from '../../src/queue/bullmq-job-queue.js';
import { JobQueue } from '../../src/queue/job-queue.js';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { drainJobs, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

describe('extraction jobs on BullMQ with the real Redis', () => {
  let testApp: TestApp;
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite();
    testApp = await startTestApp({
      env: {
        FETCH_ALLOWED_HOSTS: '127.0.0.1',
        REDIS_URL: 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: `vault-test-${Date.now().toString(36)}`,
      },
    });
  });
  afterAll(async () => {
    const queue = testApp.app.get(JobQueue);
    if (queue instanceof BullMqJobQueue) await queue.obliterate();
    await testApp.close();
    await site.close();
  });

  it('uses BullMQ when REDIS_URL is set', () => {
    expect(testApp.app.get(JobQueue)).toBeInstanceOf(BullMqJobQueue);
  });

  it('saves and extracts through Redis, and refunds a permanent failure', async () => {
    const { agent, user } = await signUp(testApp);
    const ok = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/article?title=Through-Redis` })
      .expect(201);
    const missing = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/missing` })
      .expect(201);
    await drainJobs(testApp);
    await expect
      .poll(async () => (await agent.get(`/api/content/${missing.body.id}`)).body.extractionStatus)
      .toBe('failed');
    expect((await agent.get(`/api/content/${ok.body.id}`).expect(200)).body).toMatchObject({
      extractionStatus: 'completed',
      title: 'Through-Redis',
    });
    expect(
      (
        await sql<{ usage_count: number }>(testApp, 'SELECT usage_count FROM users WHERE id = $1', [
          user.id,
        ])
      )[0]!.usage_count,
    ).toBe(1);
  });

  it('ends quietly when the item was deleted before its job ran', async () => {
    const { agent } = await signUp(testApp);
    const saved = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/deleted-soon` })
      .expect(201);
    await agent.delete(`/api/content/${saved.body.id}`).expect(204);
    await drainJobs(testApp);
    await agent.get(`/api/content/${saved.body.id}`).expect(404);
  });
});
