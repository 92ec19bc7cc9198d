import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { SESSION_COOKIE_NAME } from '../common/http/same-origin.js';
import type { AppConfig } from '../config/app-config.js';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** `SESSION_SECRET`, or one generated once and kept under `DATA_DIR` so sessions survive restarts. */
async function sessionSecret(config: AppConfig): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    await fs.mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    await fs.writeFile(file, secret + '\n', { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await fs.readFile(file, 'utf8')).trim();
  }
}

/** Server-side sessions in PostgreSQL: they survive restarts and work across several processes. */
export async function createSessionMiddleware(
  config: AppConfig,
  pool: pg.Pool,
): Promise<{ handler: RequestHandler; close: () => void }> {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
  });
  const handler = session({
    name: SESSION_COOKIE_NAME,
    secret: await sessionSecret(config),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request arrived over HTTPS (directly or through a trusted proxy).
      secure: 'auto',
      maxAge: THIRTY_DAYS_MS,
      path: '/',
    },
  });
  return { handler, close: () => store.close() };
}
