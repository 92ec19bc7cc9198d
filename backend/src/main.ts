import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { createApp } from './bootstrap/create-app.js';
import { ShutdownState } from './common/lifecycle/shutdown-state.js';
import { loadConfig } from './config/app-config.js';
import { resolveDatabase } from './database/resolve-database.js';
import { runMigrations } from './database/run-migrations.js';
import { JobQueue } from './queue/job-queue.js';

/** HTTP entry: API + webapp, with the database migrated before serving. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = (message: string) => console.log(`[vault] ${message}`);
  const database = await resolveDatabase(config, log);
  // Set once listening; a signal that arrives earlier only stops the database.
  const running: { app?: INestApplication } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down`);
    if (running.app) {
      // Readiness turns 503 while the server still answers; running jobs finish, no new ones start.
      running.app.get(ShutdownState).beginDraining();
      await running.app
        .get(JobQueue)
        .close()
        .catch(() => undefined);
      log('Running jobs finished');
    }
    await running.app?.close().catch(() => undefined);
    await database.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const applied = await runMigrations(database.url);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  running.app = await createApp(config, database.url);
  await running.app.listen(config.port);
  log(
    `Vault is running at ${config.appUrl} (${database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'external PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
