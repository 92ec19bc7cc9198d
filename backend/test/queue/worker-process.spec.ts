import { ModulesContainer } from '@nestjs/core';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config/app-config.js';
import { runMigrations } from '../../src/database/run-migrations.js';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../../src/database/scratch-database.js';
import { BullMqJobQueue } from '../../src/queue/bullmq-job-queue.js';
import { JobQueue } from '../../src/queue/job-queue.js';
import { WorkerModule } from '../../src/worker.module.js';

/** The worker process (worker.ts) as it boots: processors and their services, no HTTP. */
describe('the worker application context', () => {
  let database: ScratchDatabase;
  let dataDir: string;
  let context: INestApplicationContext;

  beforeAll(async () => {
    database = await createScratchDatabase(inject('adminDatabaseUrl'), 'vault_test_worker');
    await runMigrations(database.url);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vault-test-worker-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `vault-test-worker-${process.pid}-${Date.now()}`,
    });
    context = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(config, database.url),
      { logger: false },
    );
    await context.init();
  });
  afterAll(async () => {
    const queue = context?.get(JobQueue);
    if (queue instanceof BullMqJobQueue) await queue.obliterate().catch(() => undefined);
    await context?.close();
    await database?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('has a processor for every declared queue and starts consuming them', async () => {
    // startWorkers refuses to start when a declared queue has no processor.
    await expect(context.get(JobQueue).startWorkers()).resolves.toBeUndefined();
  });

  it('registers no controller and loads no rate limiter', () => {
    const modules = [...context.get(ModulesContainer).values()];
    const withControllers = modules
      .filter((module) => module.controllers.size > 0)
      .map((module) => module.metatype.name);
    expect(withControllers).toEqual([]);
    const names = modules.map((module) => module.metatype.name);
    expect(names).toContain('ContentCoreModule');
    expect(names).not.toContain('ThrottlerModule');
  });
});
