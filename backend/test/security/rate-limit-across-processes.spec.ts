import { Redis } from 'ioredis';
import { promises as fs } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { runMigrations } from '../../src/database/run-migrations.js';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../../src/database/scratch-database.js';
import { type ApiProcess, assertBuilt, startApi, tempDir } from './support/processes.js';

/**
 * Issue 32: the rate limits were counted in each process's memory, so two API processes allowed
 * twice the limit. With REDIS_URL the counters live in Redis: sign-ups alternating between two
 * built API processes still meet the per-minute limit at limit + 1.
 */

const MACHINE_REDIS = 'redis://127.0.0.1:6379';
const LIMIT = 6;

describe('rate limits across API processes', { timeout: 180_000 }, () => {
  let database: ScratchDatabase;
  let dataDir: string;
  const queuePrefix = `vault-throttle-${Date.now().toString(36)}`;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    assertBuilt();
    dataDir = await tempDir('vault-throttle-');
    database = await createScratchDatabase(inject('adminDatabaseUrl'), 'vault_throttle');
    await runMigrations(database.url);
    const options = {
      databaseUrl: database.url,
      redisUrl: MACHINE_REDIS,
      queuePrefix,
      dataDir,
      runWorker: false,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) },
    };
    apis.push(...(await Promise.all([startApi(options), startApi(options)])));
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await database?.drop();
    const redis = new Redis(MACHINE_REDIS);
    const keys = await redis.keys(`${queuePrefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers 429 to the sign-up after the limit, whichever process counts it', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt++) {
      const api = apis[attempt % 2]!;
      const username = `split${attempt}${Date.now().toString(36)}`;
      const response = await fetch(`${api.baseUrl}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api.baseUrl },
        body: JSON.stringify({ username, email: `${username}@example.com`, password: 'secret123' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), 429]);
    // The other process refuses too: the count is shared.
    const other = await fetch(`${apis[1]!.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: apis[1]!.baseUrl },
      body: JSON.stringify({ username: 'late', email: 'late@example.com', password: 'secret123' }),
    });
    expect(other.status).toBe(429);
  });
});
