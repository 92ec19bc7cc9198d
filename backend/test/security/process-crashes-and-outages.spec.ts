import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { promises as fs } from 'node:fs';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../../src/database/scratch-database.js';
import {
  apiCall,
  assertBuilt,
  newAccount,
  startApi,
  startOwnRedis,
  startSlowSite,
  startTcpProxy,
  startWorker,
  type StackOptions,
  tempDir,
  waitFor,
  waitUntilReady,
} from './support/processes.js';

/**
 * Rows 34-38: the built API (`backend/dist/main.js`) and worker (`worker.js`) run as child
 * processes against the machine's PostgreSQL and Redis (or a Redis / database link the test
 * owns, when the row takes it down), and are killed and restarted by the test.
 */

const MACHINE_REDIS = 'redis://127.0.0.1:6379';

async function query<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

// Each row starts two to three Node processes; on a loaded two-core machine that takes a while.
describe(
  'process crashes and outages (built server and worker as child processes)',
  { timeout: 120_000 },
  () => {
    const databases: ScratchDatabase[] = [];
    const prefixes: string[] = [];
    let site: Awaited<ReturnType<typeof startSlowSite>>;
    let dataDir: string;

    beforeAll(async () => {
      assertBuilt();
      site = await startSlowSite();
      dataDir = await tempDir('vault-reliability-');
    });
    afterAll(async () => {
      await site.close();
      for (const database of databases) await database.drop().catch(() => undefined);
      const redis = new Redis(MACHINE_REDIS);
      for (const prefix of prefixes) {
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length) await redis.del(...keys);
      }
      redis.disconnect();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    async function stack(redisUrl = MACHINE_REDIS): Promise<StackOptions> {
      const database = await createScratchDatabase(inject('adminDatabaseUrl'), 'vault_reliability');
      databases.push(database);
      const queuePrefix = `vault-rel-${Date.now().toString(36)}${databases.length}`;
      prefixes.push(queuePrefix);
      return { databaseUrl: database.url, redisUrl, queuePrefix, dataDir };
    }

    const itemOf = async (options: StackOptions, id: number) =>
      (
        await query<{ extraction_status: string; title: string | null }>(
          options.databaseUrl,
          'SELECT extraction_status, title FROM content_items WHERE id = $1',
          [id],
        )
      )[0];
    const completed = (options: StackOptions, id: number) => async () =>
      (await itemOf(options, id))?.extraction_status === 'completed';

    it('row 34: with Redis down a save still answers 201 (queued); it is extracted once Redis is back', async () => {
      const redis = await startOwnRedis();
      const options = await stack(redis.url);
      const api = await startApi({ ...options, runWorker: true });
      try {
        const { token } = await newAccount(api);
        const call = apiCall(api, token);
        await redis.stop();
        const saved = await call('POST', '/api/content', {
          url: `${site.origin}/while-redis-down`,
        });
        expect(saved.status).toBe(201);
        expect(saved.body.extractionStatus).toBe('queued');
        const ready = await fetch(`${api.baseUrl}/api/ready`);
        expect(ready.status).toBe(503);
        expect(api.child.exitCode).toBeNull();

        const back = await startOwnRedis(redis.port);
        try {
          await waitFor(
            'the queued save to be extracted',
            completed(options, saved.body.id as number),
          );
          expect(site.hits.get('/while-redis-down')).toBe(1);
          await waitUntilReady(api);
        } finally {
          await api.stop();
          await back.stop();
        }
      } finally {
        await api.stop();
        await redis.stop();
      }
    });

    it('row 35: a worker killed with SIGKILL mid-job: the job runs again, one result, one charge', async () => {
      const options = await stack();
      const api = await startApi({ ...options, runWorker: false });
      let worker = await startWorker(options);
      try {
        const { token, userId } = await newAccount(api);
        const saved = await apiCall(api, token)('POST', '/api/content', {
          url: `${site.origin}/killed-mid-job?ms=2500`,
        });
        expect(saved.status).toBe(201);
        await waitFor('the worker to fetch the page', () =>
          Promise.resolve(site.hits.get('/killed-mid-job') === 1),
        );
        worker.kill('SIGKILL');
        await worker.exited;
        expect((await itemOf(options, saved.body.id as number))?.extraction_status).not.toBe(
          'completed',
        );

        worker = await startWorker(options);
        await waitFor('the job to run again', completed(options, saved.body.id as number));
        expect(site.hits.get('/killed-mid-job')).toBe(2);
        const items = await query(
          options.databaseUrl,
          'SELECT id FROM content_items WHERE user_id = $1',
          [userId],
        );
        expect(items).toHaveLength(1);
        const [user] = await query<{ usage_count: number; credits_balance: number }>(
          options.databaseUrl,
          'SELECT usage_count, credits_balance FROM users WHERE id = $1',
          [userId],
        );
        expect(user).toEqual({ usage_count: 1, credits_balance: 0 });
      } finally {
        await worker.stop();
        await api.stop();
      }
    });

    it('row 36: SIGTERM lets running jobs finish, starts no new ones, and readiness answers 503 meanwhile', async () => {
      const options = await stack();
      const api = await startApi({ ...options, runWorker: true });
      const { token } = await newAccount(api);
      const call = apiCall(api, token);
      const running = await call('POST', '/api/content', { url: `${site.origin}/running?ms=3000` });
      await waitFor('the job to start', () => Promise.resolve(site.hits.get('/running') === 1));

      api.kill('SIGTERM');
      const draining = await waitFor('readiness to turn 503', async () => {
        const response = await fetch(`${api.baseUrl}/api/ready`);
        return response.status === 503 ? ((await response.json()) as { code: string }) : null;
      });
      expect(draining.code).toBe('draining');
      expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);
      // A save during the drain is kept and queued, but this process starts no new job.
      const late = await call('POST', '/api/content', { url: `${site.origin}/late` });
      expect(late.status).toBe(201);

      expect(await api.exited).toBe(0);
      expect(await itemOf(options, running.body.id as number)).toMatchObject({
        extraction_status: 'completed',
      });
      expect(site.hits.get('/late')).toBeUndefined();
      expect((await itemOf(options, late.body.id as number))?.extraction_status).toBe('queued');

      // The same for a separate worker; the late job is then taken by it.
      const worker = await startWorker(options);
      try {
        await waitFor('the late save to be extracted', completed(options, late.body.id as number));
        expect(site.hits.get('/late')).toBe(1);
      } finally {
        await worker.stop();
      }
    });

    it('row 36: SIGTERM to a worker mid-job lets the job finish before it exits', async () => {
      const options = await stack();
      const api = await startApi({ ...options, runWorker: false });
      const worker = await startWorker(options);
      try {
        const { token } = await newAccount(api);
        const saved = await apiCall(api, token)('POST', '/api/content', {
          url: `${site.origin}/worker-term?ms=2000`,
        });
        await waitFor('the job to start', () =>
          Promise.resolve(site.hits.get('/worker-term') === 1),
        );
        worker.kill('SIGTERM');
        expect(await worker.exited).toBe(0);
        expect((await itemOf(options, saved.body.id as number))?.extraction_status).toBe(
          'completed',
        );
        expect(site.hits.get('/worker-term')).toBe(1);
      } finally {
        await worker.stop();
        await api.stop();
      }
    });

    it('row 37: two instances starting together on a new database migrate once and both become ready', async () => {
      const options = await stack();
      const [first, second] = await Promise.all([
        startApi({ ...options, runWorker: false }),
        startApi({ ...options, runWorker: false }),
      ]);
      try {
        const applied = await query<{ name: string }>(
          options.databaseUrl,
          'SELECT name FROM migrations ORDER BY id',
        );
        expect(applied.map((row) => row.name)).toEqual(
          MIGRATIONS.map((migration) => migration.name),
        );
        for (const api of [first, second]) {
          expect((await fetch(`${api.baseUrl}/api/ready`)).status).toBe(200);
        }
      } finally {
        await Promise.all([first.stop(), second.stop()]);
      }
    });

    it('row 38: PostgreSQL down: ready 503, health 200, clear errors, no crash; it recovers', async () => {
      const options = await stack();
      const target = new URL(options.databaseUrl);
      const proxy = await startTcpProxy(Number(target.port || 5432));
      const proxied = new URL(options.databaseUrl);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const api = await startApi({ ...options, databaseUrl: proxied.toString(), runWorker: true });
      try {
        const { token } = await newAccount(api);
        const call = apiCall(api, token);
        expect((await call('GET', '/api/content')).status).toBe(200);

        proxy.cut();
        const ready = await fetch(`${api.baseUrl}/api/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ code: 'not_ready' });
        expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);
        const list = await call('GET', '/api/content');
        expect(list.status).toBe(503);
        expect(list.body).toEqual({
          message: 'The database is unavailable. Please try again shortly.',
          code: 'database_unavailable',
        });
        const save = await call('POST', '/api/content', { url: `${site.origin}/db-down` });
        expect(save.status).toBe(503);
        expect(api.child.exitCode).toBeNull();

        proxy.restore();
        await waitUntilReady(api, 30_000);
        expect((await call('GET', '/api/content')).status).toBe(200);
        const saved = await call('POST', '/api/content', { url: `${site.origin}/db-back` });
        expect(saved.status).toBe(201);
      } finally {
        await api.stop();
        await proxy.close();
      }
    });
  },
);
