import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { APP_ROOT } from './config.ts';

/** Node 24 first on PATH, so nx's task scripts run on the same Node as the benchmark. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const PATH = [path.dirname(process.execPath), process.env.PATH]
    .filter(Boolean)
    .join(path.delimiter);
  return { ...process.env, PATH, ...extra };
}

async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

/**
 * V8 flags of the API process, the same as `npm start` and the Docker image (docs/operations.md,
 * Node flags): a larger young generation, and an old generation that grows by a fixed factor and
 * is not shrunk while idle, so a burst after a quiet minute does not run a series of full
 * collections.
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=32',
  '--heap-growing-percent=100',
  '--no-memory-reducer',
];

/** Builds the backend and the web app (Nx skips what is up to date). */
export async function buildApp(withExtension = false): Promise<void> {
  const manifest = createRequire(import.meta.url).resolve('nx/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { nx: string } };
  const nx = path.resolve(path.dirname(manifest), bin.nx);
  const child = spawn(
    process.execPath,
    [
      nx,
      'run-many',
      '-t',
      'build',
      `--projects=@vault/backend,@vault/webapp${withExtension ? ',@vault/extension' : ''}`,
    ],
    { cwd: APP_ROOT, env: childEnv(), stdio: 'inherit' },
  );
  const code = await exitOf(child);
  if (code !== 0) throw new Error(`The build failed (exit code ${code})`);
}

/** The commit measured, with `+changes` when the working tree differs from it. */
export function gitCommit(): string | null {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: APP_ROOT }).toString().trim();
    return git('rev-parse', 'HEAD') + (git('status', '--porcelain') ? '+changes' : '');
  } catch {
    return null;
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

export interface ServerOptions {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  /** `live` unless a measurement needs the waitlist landing page (`preview`). */
  launchMode?: 'live' | 'preview';
  /** More environment, e.g. FETCH_ALLOWED_HOSTS for a local site to save from. */
  env?: Record<string, string>;
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode})`);
    const ready = await fetch(`${baseUrl}/api/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts the production server (which migrates the database first) with the queue in Redis and
 * no worker, so saves are queued and never processed. Resolves once /api/ready answers.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(APP_ROOT, 'backend', 'dist', 'main.js')],
    {
      cwd: APP_ROOT,
      env: childEnv({
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        PORT: String(port),
        APP_URL: baseUrl,
        LOG_LEVEL: 'warn',
        RUN_WORKER: 'false',
        REDIS_URL: options.redisUrl,
        QUEUE_PREFIX: options.queuePrefix,
        SAVE_RATE_LIMIT_PER_MINUTE: '1000000',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
        AUTH_FAILURE_LIMIT: '1000000',
        LAUNCH_MODE: options.launchMode ?? 'live',
        // Given, so the server does not write a generated one under DATA_DIR.
        SESSION_SECRET: randomBytes(32).toString('hex'),
        ...options.env,
      }),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exitOf(child);
    clearTimeout(timer);
  };
  try {
    await waitUntilReady(baseUrl, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop };
}

/** Flags of a separate extraction worker, as docs/operations.md runs it. */
const WORKER_NODE_FLAGS = ['--max-old-space-size=256'];

export interface RunningWorker {
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a separate extraction worker (`backend/dist/worker.js`) on the same database and queue;
 * resolves once it says it consumes the queues.
 */
export async function startWorker(
  options: Omit<ServerOptions, 'launchMode'>,
): Promise<RunningWorker> {
  const child = spawn(
    process.execPath,
    [...WORKER_NODE_FLAGS, path.join(APP_ROOT, 'backend', 'dist', 'worker.js')],
    {
      cwd: APP_ROOT,
      env: childEnv({
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        LOG_LEVEL: 'warn',
        REDIS_URL: options.redisUrl,
        QUEUE_PREFIX: options.queuePrefix,
        ...options.env,
      }),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exitOf(child);
    clearTimeout(timer);
  };
  const consuming = new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('consuming queues')) resolve();
      if (output.length > 10_000) output = output.slice(-1_000);
    });
    child.once('exit', (code) => reject(new Error(`The worker exited (code ${code})`)));
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('The worker did not start within 120 s')), 120_000).unref(),
  );
  try {
    await Promise.race([consuming, timeout]);
  } catch (error) {
    await stop();
    throw error;
  }
  // Keep reading, so a full pipe never blocks the worker.
  child.stdout.resume();
  return { pid: child.pid!, stop };
}
