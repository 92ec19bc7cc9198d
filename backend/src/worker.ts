import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './config/app-config.js';
import { resolveDatabase } from './database/resolve-database.js';
import { runMigrations } from './database/run-migrations.js';
import { JobQueue } from './queue/job-queue.js';
import { WorkerModule } from './worker.module.js';

/**
 * Worker-only entry for scale-out (docker-compose `worker`): consumes the BullMQ queues without
 * serving HTTP. It refuses to start when a declared queue has no processor.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) {
    throw new Error(
      'REDIS_URL is required for a separate worker; without it `npm start` runs jobs in-process.',
    );
  }
  const database = await resolveDatabase(config, (message) =>
    console.log(`[vault-worker] ${message}`),
  );
  await runMigrations(database.url);
  const context = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(config, database.url),
    {
      bufferLogs: true,
    },
  );
  await context.init();
  await context.get(JobQueue).startWorkers();
  console.log('[vault-worker] consuming queues');
  const stop = async () => {
    // Running jobs finish (and write their results) before the database connection closes.
    await context
      .get(JobQueue)
      .close()
      .catch(() => undefined);
    await context.close().catch(() => undefined);
    await database.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
