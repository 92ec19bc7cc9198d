import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { API_TOKEN_SCOPES } from '@vault/contracts';
import { ITEMS, OTHER_ITEMS, OTHER_USERS } from './config.ts';
import { createWordTables, dropWordTables, insertItems } from './seed-items.ts';
import { type SavedIndex, dropSecondaryIndexes, recreateIndexes } from './seed-indexes.ts';

/**
 * Seeds a migrated database directly in PostgreSQL: one user with `mainItems` items, the others
 * with `otherItems` each (config.ts), and an API token per user. Run alone with
 * `DATABASE_URL=postgres://… node bench/seed.ts` (BENCH_LIBRARY and BENCH_ITEMS shape it).
 */

export interface BenchUser {
  id: number;
  username: string;
  /** A `vault_…` API token, sent as `Authorization: Bearer`. */
  token: string;
  items: number;
}

export interface SeedResult {
  users: BenchUser[];
  items: number;
  durationMs: number;
  /** The whole database, and the items' table with its indexes and out-of-line values. */
  databaseBytes: number;
  itemsTableBytes: number;
}

const CHUNK = 5_000;

/** Looks like an argon2id hash; nobody signs in with a password during the benchmark. */
function fakePasswordHash(): string {
  const part = (bytes: number) => randomBytes(bytes).toString('base64').replace(/=+$/, '');
  return `$argon2id$v=19$m=65536,t=3,p=4$${part(16)}$${part(32)}`;
}

async function createUser(
  client: pg.ClientBase,
  username: string,
  items: number,
): Promise<BenchUser> {
  const user = await client.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, role, subscription_plan, usage_limit)
     VALUES ($1, $2, $3, 'user', 'premium', 10000000) RETURNING id`,
    [username, `${username}@bench.example`, fakePasswordHash()],
  );
  const id = user.rows[0]!.id;
  const token = 'vault_' + randomBytes(32).toString('base64url');
  await client.query(
    `INSERT INTO api_tokens (user_id, name, prefix, token_hash, scopes) VALUES ($1, 'bench', $2, $3, $4)`,
    [
      id,
      token.slice(0, 12),
      createHash('sha256').update(token).digest('hex'),
      [...API_TOKEN_SCOPES],
    ],
  );
  return { id, username, token, items };
}

async function runPool<T>(
  jobs: T[],
  workers: number,
  work: (job: T) => Promise<void>,
): Promise<void> {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let job = queue.shift(); job !== undefined; job = queue.shift()) await work(job);
    }),
  );
}

export async function seed(
  databaseUrl: string,
  mainItems = ITEMS,
  otherUsers = OTHER_USERS,
  otherItems = OTHER_ITEMS,
  onProgress: (message: string) => void = () => undefined,
): Promise<SeedResult> {
  const started = performance.now();
  const workers = Math.max(2, Math.min(8, os.availableParallelism()));
  // JIT would compile the generating query for every chunk and save nothing.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: workers, options: '-c jit=off' });
  try {
    const users: BenchUser[] = [];
    let indexes: SavedIndex[] = [];
    const client = await pool.connect();
    try {
      await createWordTables(client);
      indexes = await dropSecondaryIndexes(client, 'content_items');
      users.push(await createUser(client, 'bench_main', mainItems));
      for (let i = 1; i <= otherUsers; i++) {
        users.push(await createUser(client, `bench_user_${i}`, otherItems));
      }
    } finally {
      client.release();
    }
    const jobs = users.flatMap((user) =>
      Array.from({ length: Math.ceil(user.items / CHUNK) }, (_, i) => ({
        userId: user.id,
        from: i * CHUNK + 1,
        to: Math.min(user.items, (i + 1) * CHUNK),
      })),
    );
    const total = users.reduce((sum, user) => sum + user.items, 0);
    let done = 0;
    await runPool(jobs, workers, async (job) => {
      const worker = await pool.connect();
      try {
        await insertItems(worker, job.userId, job.from, job.to);
      } finally {
        worker.release();
      }
      const before = done;
      done += job.to - job.from + 1;
      if (Math.floor((done * 10) / total) > Math.floor((before * 10) / total)) {
        const seconds = (performance.now() - started) / 1000;
        onProgress(`${done} of ${total} items inserted (${seconds.toFixed(0)} s)`);
      }
    });
    onProgress(
      `Inserted in ${((performance.now() - started) / 1000).toFixed(0)} s; updating counts and vacuuming`,
    );
    // One scan for every user's count (the user_id indexes are not built yet).
    await pool.query(
      `UPDATE users u SET content_count = c.n
         FROM (SELECT user_id, count(*) AS n FROM content_items GROUP BY user_id) c
        WHERE c.user_id = u.id`,
    );
    const cleanup = await pool.connect();
    try {
      await dropWordTables(cleanup);
    } finally {
      cleanup.release();
    }
    // What autovacuum would have done to a library that grew over years: the visibility map
    // (index-only scans) is up to date. Vacuumed before the secondary indexes exist, so it has
    // only the primary key to visit.
    await pool.query('VACUUM content_items, users, api_tokens');
    onProgress(
      `Building ${indexes.length} indexes (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    await recreateIndexes(pool, indexes, (index, ms) =>
      onProgress(`  ${index.name}: ${(ms / 1000).toFixed(1)} s`),
    );
    await pool.query('ANALYZE content_items, users, api_tokens');
    // Written out now rather than by a checkpoint in the middle of the measurements.
    await pool.query('CHECKPOINT').catch(() => onProgress('No CHECKPOINT (needs pg_checkpoint)'));
    const durationMs = performance.now() - started;
    const sizing = await pool.connect();
    try {
      return { users, items: total, durationMs, ...(await librarySizes(sizing)) };
    } finally {
      sizing.release();
    }
  } finally {
    await pool.end();
  }
}

async function librarySizes(
  client: pg.ClientBase,
): Promise<Pick<SeedResult, 'databaseBytes' | 'itemsTableBytes'>> {
  const sizes = await client.query<{ database: string; items: string }>(
    `SELECT pg_database_size(current_database()) AS database,
            pg_total_relation_size('content_items') AS items`,
  );
  return {
    databaseBytes: Number(sizes.rows[0]!.database),
    itemsTableBytes: Number(sizes.rows[0]!.items),
  };
}

/**
 * The library an earlier seed left in a kept database (BENCH_REUSE_DATABASE): its bench users,
 * each given a new API token, and their item counts. Measuring before and after a change on the
 * same seed this way skips the seed's minutes.
 */
export async function existingLibrary(databaseUrl: string): Promise<SeedResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ id: number; username: string; items: number }>(
      `SELECT u.id, u.username, (SELECT count(*)::int FROM content_items c WHERE c.user_id = u.id) AS items
         FROM users u WHERE u.username = 'bench_main' OR u.username LIKE 'bench\\_user\\_%'
        ORDER BY u.username <> 'bench_main', u.id`,
    );
    if (rows.rows[0]?.username !== 'bench_main') {
      throw new Error('The database holds no bench library (no user bench_main)');
    }
    const users: BenchUser[] = [];
    for (const row of rows.rows) {
      const token = 'vault_' + randomBytes(32).toString('base64url');
      await client.query(
        `INSERT INTO api_tokens (user_id, name, prefix, token_hash, scopes) VALUES ($1, 'bench', $2, $3, $4)`,
        [
          row.id,
          token.slice(0, 12),
          createHash('sha256').update(token).digest('hex'),
          [...API_TOKEN_SCOPES],
        ],
      );
      users.push({ id: row.id, username: row.username, token, items: row.items });
    }
    return {
      users,
      items: users.reduce((sum, user) => sum + user.items, 0),
      durationMs: 0,
      ...(await librarySizes(client)),
    };
  } finally {
    await client.end();
  }
}

if (import.meta.main) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a migrated Vault database.');
    process.exit(1);
  }
  const result = await seed(url, ITEMS, OTHER_USERS, OTHER_ITEMS, (message) =>
    console.log(message),
  );
  console.log(
    `Seeded ${result.items} items in ${(result.durationMs / 1000).toFixed(1)} s; database ` +
      `${(result.databaseBytes / result.items / 1024).toFixed(2)} kB per item`,
  );
  for (const user of result.users) console.log(`${user.username}\t${user.items}\t${user.token}`);
}
