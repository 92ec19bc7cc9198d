import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { SESSION_COOKIE_NAME } from '../common/http/same-origin.js';
import type { AppConfig } from '../config/app-config.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const THIRTY_DAYS_MS = 30 * DAY_MS;
/** Sessions whose last write this process remembers; past it, those older than a day are forgotten. */
const REMEMBERED_WRITES = 50_000;

/** `SESSION_SECRET`, or one generated once and kept under `DATA_DIR` so sessions survive restarts. */
export async function sessionSecret(config: AppConfig): Promise<string> {
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

/**
 * A request signed by an API token alone (Bearer, no session cookie): the extension and API
 * clients. Nothing it does can use a session, so it skips the session middleware.
 */
export function carriesOnlyAToken(request: Request): boolean {
  const authorization = request.headers.authorization;
  if (typeof authorization !== 'string' || !/^Bearer\s+\S/i.test(authorization)) return false;
  return !(request.headers.cookie ?? '').includes(`${SESSION_COOKIE_NAME}=`);
}

/** Liveness and readiness answer for the process itself, so a session cookie must not make them read the store. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

function isProbe(request: Request): boolean {
  return PROBE_PATHS.has((request.baseUrl + request.path).toLowerCase());
}

/**
 * `handler` for every request but a token-only one and the health probes. express-session reads
 * the store and wraps the response's end and writeHead for each request it sees; for token
 * requests that was work for nothing, and the per-request closures it leaves on the response made
 * V8 keep each request's objects through young-generation collections. A
 * probe must answer while the database (the session store) is down.
 */
export function exceptTokenOnly(handler: RequestHandler): RequestHandler {
  return (request, response, next) =>
    carriesOnlyAToken(request) || isProbe(request) ? next() : handler(request, response, next);
}

/**
 * The store, writing a session's rolling expiry at most once a day per process: express-session
 * touches the store on every request (an UPDATE for each GET). Skipped touches leave the stored
 * expiry at least 29 of its 30 days ahead. Every request still reads the session from the store,
 * so a logout, a password change or an account deletion ends it at once.
 */
export function withDailyTouch<S extends session.Store>(store: S, now = Date.now): S {
  const written = new Map<string, number>();
  const remember = (sid: string) => {
    written.set(sid, now());
    if (written.size <= REMEMBERED_WRITES) return;
    for (const [key, at] of written) if (now() - at >= DAY_MS) written.delete(key);
    if (written.size > REMEMBERED_WRITES) written.clear();
  };
  const set = store.set.bind(store);
  const touch = store.touch?.bind(store);
  const destroy = store.destroy.bind(store);
  store.set = (sid, data, callback) =>
    set(sid, data, (error?: unknown) => {
      if (!error) remember(sid);
      callback?.(error);
    });
  if (touch) {
    store.touch = (sid, data, callback) => {
      const last = written.get(sid);
      if (last !== undefined && now() - last < DAY_MS) {
        callback?.();
        return;
      }
      // express-session passes the store's error on, though the type's callback takes none.
      const done: ((error?: unknown) => void) | undefined = callback;
      touch(sid, data, (error?: unknown) => {
        if (!error) remember(sid);
        done?.(error);
      });
    };
  }
  store.destroy = (sid, callback) => {
    written.delete(sid);
    destroy(sid, callback);
  };
  return store;
}

/** Server-side sessions in PostgreSQL: they survive restarts and work across several processes. */
export async function createSessionMiddleware(
  config: AppConfig,
  pool: pg.Pool,
): Promise<{ handler: RequestHandler; close: () => void }> {
  const PgStore = connectPgSimple(session);
  const store = withDailyTouch(
    new PgStore({
      pool,
      tableName: 'sessions',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    }),
  );
  const handler = session({
    name: SESSION_COOKIE_NAME,
    secret: await sessionSecret(config),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request arrived over HTTPS (directly or through a proxy trusted by TRUST_PROXY).
      secure: 'auto',
      maxAge: THIRTY_DAYS_MS,
      path: '/',
    },
  });
  return { handler, close: () => store.close() };
}
