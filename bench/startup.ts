import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, rm, mkdtemp, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { APP_ROOT } from './config.ts';
import { SERVER_NODE_FLAGS, freePort } from './server.ts';

/**
 * Cold start and memory of the one-process default (`npm start`: embedded PostgreSQL, in-process
 * queue and worker). The first start creates the database; the measured start reuses it, as a
 * restart of an existing installation does. Memory is the resident set of the Node process (the
 * server and its worker), idle and then while serving requests.
 */

export interface StartupResult {
  /** From spawning `node backend/dist/main.js` to the first ready answer of /api/ready. */
  coldStartMs: number;
  idleRssMiB: number;
  loadedRssMiB: number;
  targets: { coldStartMs: number; idleRssMiB: number; loadedRssMiB: number };
  pass: boolean;
}

const TARGETS = { coldStartMs: 5_000, idleRssMiB: 250, loadedRssMiB: 400 };

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

function startApp(dataDir: string, port: number): ChildProcess {
  return spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(APP_ROOT, 'backend', 'dist', 'main.js')],
    {
      cwd: APP_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        LAUNCH_MODE: 'live',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

async function waitReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode})`);
    const ready = await fetch(`${baseUrl}/api/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The server was not ready within 180 s');
}

async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await once(child, 'exit');
  clearTimeout(timer);
}

/** Signs up and reads the library page repeatedly from 8 connections, for the loaded figure. */
async function exercise(baseUrl: string, requests: number): Promise<void> {
  const suffix = Date.now().toString(36);
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      username: `start_${suffix}`,
      email: `start_${suffix}@bench.example`,
      password: 'Bench-password-1234',
    }),
  });
  if (!registered.ok) throw new Error(`Could not register: ${registered.status}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  let left = requests;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (left-- > 0) {
        const response = await fetch(`${baseUrl}/api/content?limit=50`, { headers: { cookie } });
        await response.arrayBuffer();
      }
    }),
  );
}

export async function measureStartup(): Promise<StartupResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vault-bench-start-'));
  // The embedded PostgreSQL runs as the postgres user when we are root.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const first = startApp(dataDir, port);
    await waitReady(baseUrl, first);
    await stopApp(first);

    const started = performance.now();
    const app = startApp(dataDir, port);
    try {
      await waitReady(baseUrl, app);
      const coldStartMs = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const idleRssMiB = await rssMiB(app.pid!);
      let loadedRssMiB = idleRssMiB;
      const sampler = setInterval(() => {
        void rssMiB(app.pid!).then((value) => (loadedRssMiB = Math.max(loadedRssMiB, value)));
      }, 100);
      await exercise(baseUrl, 2_000).finally(() => clearInterval(sampler));
      const pass =
        coldStartMs < TARGETS.coldStartMs &&
        idleRssMiB < TARGETS.idleRssMiB &&
        loadedRssMiB < TARGETS.loadedRssMiB;
      return { coldStartMs, idleRssMiB, loadedRssMiB, targets: TARGETS, pass };
    } finally {
      await stopApp(app);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatStartup(result: StartupResult): string {
  const verdict = result.pass ? 'PASS' : 'FAIL';
  return (
    `Cold start (existing embedded database) ${(result.coldStartMs / 1000).toFixed(2)} s ` +
    `(target < ${result.targets.coldStartMs / 1000} s); server + worker RSS idle ` +
    `${result.idleRssMiB.toFixed(0)} MiB (< ${result.targets.idleRssMiB}), under load ` +
    `${result.loadedRssMiB.toFixed(0)} MiB (< ${result.targets.loadedRssMiB})  ${verdict}`
  );
}
