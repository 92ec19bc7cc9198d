import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, promises as fs } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DIST = path.join(BACKEND_DIR, 'dist');

/** The reliability rows run the built server and worker, as production does. */
export function assertBuilt(): void {
  for (const entry of ['main.js', 'worker.js']) {
    if (!existsSync(path.join(DIST, entry))) {
      throw new Error(`backend/dist/${entry} is missing: run \`npx nx run @vault/backend:build\``);
    }
  }
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await delay(100);
  }
}

export interface VaultProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after 15 s; resolves with the exit code. */
  stop(): Promise<number | null>;
}

function spawnNode(entry: string, env: Record<string, string>): VaultProcess {
  const child = spawn(process.execPath, [path.join(DIST, entry)], {
    cwd: BACKEND_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    output: () => output,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

export interface StackOptions {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  dataDir: string;
  env?: Record<string, string>;
}

function baseEnv(options: StackOptions): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    QUEUE_PREFIX: options.queuePrefix,
    DATA_DIR: options.dataDir,
    WEBAPP_DIST_DIR: path.join(options.dataDir, 'no-webapp'),
    SESSION_SECRET: 'reliability-test-secret-0123456789abcdef',
    LAUNCH_MODE: 'live',
    LOG_LEVEL: 'warn',
    FETCH_ALLOWED_HOSTS: '127.0.0.1',
    // A killed worker's job is taken again after this lock lapses (30 s in production).
    QUEUE_LOCK_MS: '1500',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SAVE_RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  };
}

export interface ApiProcess extends VaultProcess {
  baseUrl: string;
}

export async function startApi(
  options: StackOptions & { runWorker: boolean; waitReady?: boolean },
): Promise<ApiProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = spawnNode('main.js', {
    ...baseEnv(options),
    PORT: String(port),
    APP_URL: baseUrl,
    RUN_WORKER: String(options.runWorker),
  });
  const running = { ...api, baseUrl };
  if (options.waitReady !== false) await waitUntilReady(running);
  return running;
}

export async function waitUntilReady(api: ApiProcess, timeoutMs = 60_000): Promise<void> {
  await waitFor(
    `${api.baseUrl} to be ready\n${api.output()}`,
    async () => {
      if (api.child.exitCode !== null) {
        throw new Error(`exited with ${api.child.exitCode}: ${api.output()}`);
      }
      return (await fetch(`${api.baseUrl}/api/ready`)).ok;
    },
    timeoutMs,
  );
}

export async function startWorker(options: StackOptions): Promise<VaultProcess> {
  const worker = spawnNode('worker.js', baseEnv(options));
  await waitFor(`the worker to consume queues\n${worker.output()}`, () => {
    if (worker.child.exitCode !== null) {
      return Promise.reject(new Error(`worker exited: ${worker.output()}`));
    }
    return Promise.resolve(worker.output().includes('consuming queues'));
  });
  return worker;
}

export async function tempDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/** A Bearer token for a new account on a running API (the extension's sign-in). */
export async function newAccount(api: ApiProcess): Promise<{ token: string; userId: number }> {
  const username = `rel${randomBytes(5).toString('hex')}`;
  const register = await fetch(`${api.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api.baseUrl },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'secret123' }),
  });
  if (register.status !== 201) throw new Error(`register: ${register.status}`);
  const { id } = (await register.json()) as { id: number };
  const token = await fetch(`${api.baseUrl}/api/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret123', name: 'reliability' }),
  });
  if (token.status !== 201) throw new Error(`token: ${token.status}`);
  return { token: ((await token.json()) as { token: string }).token, userId: id };
}

export function apiCall(api: ApiProcess, token: string) {
  return async (
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${api.baseUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, body: json as Record<string, unknown> };
  };
}

/** A site to save whose `/slow` pages answer after `?ms=`; it counts hits per path. */
export async function startSlowSite() {
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const wait = Number(url.searchParams.get('ms') ?? '0');
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Page ${url.pathname}</title><article><h1>Page ${url.pathname}</h1><p>Enough words in this paragraph to count as the main text of the article that was saved.</p></article>`,
      );
    }, wait).unref();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A Redis of the test's own (the machine's one is shared), stopped and started by the test. */
export async function startOwnRedis(port?: number) {
  const redisPort = port ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitFor('redis-server to listen', async () => {
    const socket = net.connect(redisPort, '127.0.0.1');
    try {
      await once(socket, 'connect');
      return true;
    } finally {
      socket.destroy();
    }
  });
  return {
    url: `redis://127.0.0.1:${redisPort}`,
    port: redisPort,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}

/**
 * A TCP proxy in front of the machine's PostgreSQL: `cut()` drops every connection and refuses
 * new ones, as a database outage does; `restore()` lets them through again.
 */
export async function startTcpProxy(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      up = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
