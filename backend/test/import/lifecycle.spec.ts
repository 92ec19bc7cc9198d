import type { ImportJobDetail } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../src/database/scratch-database.js';
import { BullMqJobQueue } from '../../src/queue/bullmq-job-queue.js';
import { JobQueue } from '../../src/queue/job-queue.js';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { drainJobs, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { importFile, libraryOf, upload } from './import-helpers.js';
import { PendingExtractionSweeper } from '../../src/modules/import/pending-extraction-sweeper.js';
import { inject } from 'vitest';

const urlList = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `https://${prefix}.example.com/${index}`).join('\n');

describe('import lifecycle: merge, quota, cancel', () => {
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

  it('merges a link already in the library instead of doubling it', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'pro', 0);
    const kept = await importFile(
      testApp,
      agent,
      '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p><DT><A HREF="https://merge.example.com/a" ADD_DATE="1600000000" TAGS="mine,Shared">Mine</A><DD>my note</DL>',
    );
    expect(kept.done).toBe(1);
    const again = await importFile(
      testApp,
      agent,
      [
        'title,url,time_added,tags,status',
        'Theirs,https://merge.example.com/a?utm_campaign=x,1700000000,shared|theirs,archive',
        'New,https://merge.example.com/b,1700000000,,unread',
      ].join('\n'),
    );
    expect(again).toMatchObject({ total: 2, done: 2, merged: 1 });
    const library = await libraryOf(testApp, user.id);
    expect(library).toHaveLength(2);
    expect(library[0]).toMatchObject({
      url: 'https://merge.example.com/a',
      title: 'Mine',
      custom_tags: ['mine', 'Shared', 'theirs'],
      quick_note: 'my note',
      is_read: true,
    });
    // The item keeps its place in time.
    expect(library[0]!.saved_at.toISOString()).toBe(new Date(1600000000 * 1000).toISOString());
  });

  it('charges extraction while the allowance lasts; the rest wait and can be extracted one by one', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'free', 2);
    const links = [1, 2, 3, 4].map((index) => `${site.origin}/article?title=Imported-${index}`);
    const detail = await importFile(testApp, agent, links.join('\n'));
    expect(detail).toMatchObject({ done: 4, awaitingQuota: 2 });
    const library = await libraryOf(testApp, user.id);
    expect(library.map((row) => [row.title, row.extraction_status])).toEqual([
      ['Imported-1', 'completed'],
      ['Imported-2', 'completed'],
      [null, 'pending'],
      [null, 'pending'],
    ]);
    const [usage] = await sql<{ usage_count: number }>(
      testApp,
      'SELECT usage_count FROM users WHERE id = $1',
      [user.id],
    );
    expect(usage!.usage_count).toBe(2);

    const [waiting] = await sql<{ id: number }>(
      testApp,
      `SELECT id FROM content_items WHERE user_id = $1 AND extraction_status = 'pending' ORDER BY id LIMIT 1`,
      [user.id],
    );
    // Without allowance, extracting one now says how to get more.
    await agent.post(`/api/content/${waiting!.id}/retry`).expect(402);
    await setPlan(testApp, user.id, 'free', 3);
    await agent.post(`/api/content/${waiting!.id}/retry`).expect(200);
    await drainJobs(testApp);
    expect((await agent.get(`/api/content/${waiting!.id}`).expect(200)).body).toMatchObject({
      extractionStatus: 'completed',
      title: 'Imported-3',
    });
  });

  it('carries on with waiting items once the allowance renews', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'free', 0);
    const links = [1, 2, 3].map((index) => `${site.origin}/article?title=Later-${index}`);
    const detail = await importFile(testApp, agent, links.join('\n'));
    expect(detail.awaitingQuota).toBe(3);
    // A new month (here: a larger allowance) and the hourly sweep queues what waited.
    await setPlan(testApp, user.id, 'free', 2);
    expect(await testApp.app.get(PendingExtractionSweeper).sweep()).toBe(2);
    await drainJobs(testApp);
    expect((await libraryOf(testApp, user.id)).map((row) => row.extraction_status)).toEqual([
      'completed',
      'completed',
      'pending',
    ]);
  });

  it('cancels an import: what was stored stays, the rest is not imported', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'free', 0);
    const started = await upload(agent, urlList(5_000, 'cancel')).expect(202);
    const id = (started.body as { id: number }).id;
    const cancelled = (await agent.delete(`/api/import/${id}`).expect(200)).body as ImportJobDetail;
    expect(cancelled.status).toBe('cancelled');
    await drainJobs(testApp);
    const detail = (await agent.get(`/api/import/${id}`).expect(200)).body as ImportJobDetail;
    expect(detail.status).toBe('cancelled');
    expect(detail.done).toBeLessThan(5_000);
    expect(await libraryOf(testApp, user.id)).toHaveLength(detail.done);
    // A finished import cannot be cancelled.
    const finished = await importFile(testApp, agent, 'https://cancel.example.org/one');
    await agent.delete(`/api/import/${finished.id}`).expect(409);
  });
});

describe('import progress survives a restart', () => {
  it('resumes an unfinished import when a worker starts again', async () => {
    const database = await createScratchDatabase(inject('adminDatabaseUrl'), 'vault_test');
    // A process that only serves HTTP: the import is staged but no batch runs.
    const api = await startTestApp({ database, env: { RUN_WORKER: 'false' } });
    const { agent, user } = await signUp(api);
    await setPlan(api, user.id, 'free', 0);
    const started = await upload(agent, urlList(1_200, 'resume')).expect(202);
    const id = (started.body as { id: number }).id;
    expect((await agent.get(`/api/import/${id}`).expect(200)).body).toMatchObject({
      status: 'queued',
      done: 0,
    });
    await api.close();
    // That process stopped a while ago; a new one with a worker picks the import up.
    await sql(api, `UPDATE import_jobs SET updated_at = now() - interval '5 minutes'`);
    const worker = await startTestApp({ database });
    try {
      await expect
        .poll(
          async () =>
            (
              await sql<{ status: string }>(
                worker,
                'SELECT status FROM import_jobs WHERE id = $1',
                [id],
              )
            )[0]!.status,
          { timeout: 30_000 },
        )
        .toBe('completed');
      await drainJobs(worker);
      const [job] = await sql<{ done: number; total: number }>(
        worker,
        'SELECT done, total FROM import_jobs WHERE id = $1',
        [id],
      );
      expect(job).toEqual({ done: 1_200, total: 1_200 });
      expect(await libraryOf(worker, user.id)).toHaveLength(1_200);
    } finally {
      await worker.close();
      await database.drop();
    }
  }, 60_000);
});

describe('imports on BullMQ with the real Redis', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({
      env: {
        REDIS_URL: 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: `vault-test-import-${Date.now().toString(36)}`,
      },
    });
  });
  afterAll(async () => {
    const queue = testApp.app.get(JobQueue);
    if (queue instanceof BullMqJobQueue) await queue.obliterate();
    await testApp.close();
  });

  it('runs the batches through Redis', async () => {
    expect(testApp.app.get(JobQueue)).toBeInstanceOf(BullMqJobQueue);
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'free', 0);
    const started = await upload(agent, urlList(600, 'bullmq')).expect(202);
    const id = (started.body as { id: number }).id;
    await expect
      .poll(async () => ((await agent.get(`/api/import/${id}`)).body as ImportJobDetail).status, {
        timeout: 30_000,
      })
      .toBe('completed');
    expect(await libraryOf(testApp, user.id)).toHaveLength(600);
  }, 60_000);
});
