import path from 'node:path';

/** Every setting of the benchmark, read once from the environment. */

function numberEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${name} must be a number of at least ${min}, got "${raw}"`);
  }
  return value;
}

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');
/**
 * The checkout whose app is built and measured: this one, or another revision's worktree when
 * `npm run bench -- --compare` measures two revisions with this harness.
 */
export const APP_ROOT = process.env.BENCH_APP_DIR?.trim()
  ? path.resolve(process.env.BENCH_APP_DIR.trim())
  : REPO_ROOT;
/** Where the JSON report goes; by default bench/results/<start time>.json. */
export const RESULT_FILE = process.env.BENCH_RESULT_FILE?.trim() || null;

/** An administrator URL of the local PostgreSQL; the bench database is created next to it. */
export const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
/** `external`: the PostgreSQL above; `embedded`: a scratch embedded PostgreSQL, as `npm start` runs. */
export const POSTGRES_MODE: 'external' | 'embedded' =
  process.env.BENCH_POSTGRES?.trim() === 'embedded' ? 'embedded' : 'external';
export const REDIS_URL = process.env.BENCH_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

/**
 * The seeded library. `standard`: the measured user with 100,000 items and nine others with a
 * tenth of it each (190,000). `large`, ten times that: the measured user with 250,000 and 1,000
 * others with 750 each (1,000,000). BENCH_ITEMS, BENCH_OTHER_USERS and BENCH_OTHER_ITEMS change
 * either shape (a smaller large library while developing).
 */
export const LIBRARY: 'standard' | 'large' =
  process.env.BENCH_LIBRARY?.trim() === 'large' ? 'large' : 'standard';
const large = LIBRARY === 'large';
export const ITEMS = Math.floor(numberEnv('BENCH_ITEMS', large ? 250_000 : 100_000, 10));
export const OTHER_USERS = Math.floor(numberEnv('BENCH_OTHER_USERS', large ? 1_000 : 9, 1));
export const OTHER_ITEMS = Math.floor(
  numberEnv('BENCH_OTHER_ITEMS', large ? 750 : Math.floor(ITEMS / 10), 1),
);

/**
 * A database an earlier run kept (its name): measured as it is, neither seeded nor dropped. The
 * `save` and `scale-out` scenarios add items to it.
 */
export const REUSE_DATABASE = process.env.BENCH_REUSE_DATABASE?.trim() || null;
/** Keep the scratch database at the end, for BENCH_REUSE_DATABASE or for a look at its plans. */
export const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE?.trim() === '1';

/** Seconds measured per run, seconds of warm-up before them (excluded), runs per scenario. */
export const DURATION_S = numberEnv('BENCH_DURATION', 10, 1);
export const WARMUP_S = numberEnv('BENCH_WARMUP', 2, 0);
export const RUNS = Math.floor(numberEnv('BENCH_RUNS', 3, 1));

/** Concurrent connections and seconds of the closed-loop throughput probe. */
export const PROBE_CONCURRENCY = Math.floor(numberEnv('BENCH_PROBE_CONCURRENCY', 16, 1));
export const PROBE_DURATION_S = numberEnv('BENCH_PROBE_DURATION', 5, 1);

/**
 * The Accept-Encoding of the API scenarios' requests: none by default (an API client), or what a
 * browser sends (`gzip, deflate, br`) to measure the answers' compression too.
 */
export const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING?.trim() || null;

/** The system Chromium, for the page-weight measurements. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH?.trim() || process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
