// Starts the built app the way `npm start` does (node backend/dist/main.js), for Playwright.
// With a PostgreSQL reachable on 127.0.0.1:5432 (or TEST_DATABASE_URL) it gets a fresh database
// there; otherwise it runs on the embedded PostgreSQL in a temporary DATA_DIR.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function createDatabase() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  // playwright.config.ts names the database so tests can reach it (e2e/support/database.ts).
  const name =
    process.env.E2E_DATABASE_NAME ??
    `vault_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropDatabase(name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
}

const database = await createDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vault-e2e-'));
chmodSync(dataDir, 0o755);
const child = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  if (database) await dropDatabase(database.name).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
child.on('exit', (code) => {
  if (!stopping) void stop(code ?? 1);
});
