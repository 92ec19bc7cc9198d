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
/** Items per statement filling the search table. */
const FILL_CHUNK = 20_000;

/** Looks like an argon2id hash; nobody signs in with a password during the benchmark. */
function fakePasswordHash(): string {
  const part = (bytes: number) => randomBytes(bytes).toString('base64').replace(/=+$/, '');
  return `$argon2id$v=19$m=65536,t=3,p=4$${part(16)}$${part(32)}`;
}

/** Creates the users, each with an API token, in two statements (a thousand users included). */
async function createUsers(
  client: pg.ClientBase,
  accounts: { username: string; items: number }[],
): Promise<BenchUser[]> {
  const usernames = accounts.map((account) => account.username);
  const created = await client.query<{ id: number; username: string }>(
    `INSERT INTO users (username, email, password_hash, role, subscription_plan, usage_limit)
     SELECT name, name || '@bench.example', hash, 'user', 'premium', 10000000
       FROM unnest($1::text[], $2::text[]) AS t(name, hash)
     RETURNING id, username`,
    [usernames, usernames.map(() => fakePasswordHash())],
  );
  const ids = new Map(created.rows.map((row) => [row.username, row.id]));
  const users = accounts.map((account) => ({
    id: ids.get(account.username)!,
    username: account.username,
    token: 'vault_' + randomBytes(32).toString('base64url'),
    items: account.items,
  }));
  await client.query(
    `INSERT INTO api_tokens (user_id, name, prefix, token_hash, scopes)
     SELECT id, 'bench', prefix, hash, $4::text[] FROM unnest($1::int[], $2::text[], $3::text[]) AS t(id, prefix, hash)`,
    [
      users.map((user) => user.id),
      users.map((user) => user.token.slice(0, 12)),
      users.map((user) => createHash('sha256').update(user.token).digest('hex')),
      [...API_TOKEN_SCOPES],
    ],
  );
  return users;
}

/** The other users' libraries (all the same size) in statements of about CHUNK items each. */
function smallLibraries(others: BenchUser[]): { userIds: number[]; from: number; to: number }[] {
  const size = others[0]?.items ?? 0;
  if (size === 0) return [];
  if (size >= CHUNK) {
    return others.flatMap((user) =>
      Array.from({ length: Math.ceil(size / CHUNK) }, (_, i) => ({
        userIds: [user.id],
        from: i * CHUNK + 1,
        to: Math.min(size, (i + 1) * CHUNK),
      })),
    );
  }
  const perStatement = Math.floor(CHUNK / size);
  return Array.from({ length: Math.ceil(others.length / perStatement) }, (_, i) => ({
    userIds: others.slice(i * perStatement, (i + 1) * perStatement).map((user) => user.id),
    from: 1,
    to: size,
  }));
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
    // Revisions before the search table (`bench:compare` seeds them with this code too).
    let searchTable = false;
    const client = await pool.connect();
    try {
      await createWordTables(client);
      searchTable = (
        await client.query<{ found: boolean }>(
          `SELECT to_regclass('content_search') IS NOT NULL AS found`,
        )
      ).rows[0]!.found;
      indexes = await dropSecondaryIndexes(client, 'content_items');
      if (searchTable) {
        // Every month the items are spread over, made ahead (the insert trigger would otherwise
        // make them while the inserting connections race for the table's lock), and before the
        // indexes are dropped, so each is rebuilt on every month.
        await client.query(
          `SELECT vault_content_search_partition(month)
             FROM generate_series(now() - interval '1096 days', now() + interval '1 month', interval '1 month') AS month`,
        );
        indexes.push(...(await dropSecondaryIndexes(client, 'content_search')));
        // Filled in one pass after the items, several times cheaper than row by row.
        await client.query('ALTER TABLE content_items DISABLE TRIGGER content_search_insert');
      }
      users.push(
        ...(await createUsers(client, [
          { username: 'bench_main', items: mainItems },
          ...Array.from({ length: otherUsers }, (_, i) => ({
            username: `bench_user_${i + 1}`,
            items: otherItems,
          })),
        ])),
      );
    } finally {
      client.release();
    }
    const [main, ...others] = users;
    const jobs = [
      ...Array.from({ length: Math.ceil(main!.items / CHUNK) }, (_, i) => ({
        userIds: [main!.id],
        from: i * CHUNK + 1,
        to: Math.min(main!.items, (i + 1) * CHUNK),
      })),
      ...smallLibraries(others),
    ];
    const total = users.reduce((sum, user) => sum + user.items, 0);
    let done = 0;
    try {
      await runPool(jobs, workers, async (job) => {
        const worker = await pool.connect();
        try {
          await insertItems(worker, job.userIds, job.from, job.to);
        } finally {
          worker.release();
        }
        const before = done;
        done += (job.to - job.from + 1) * job.userIds.length;
        if (Math.floor((done * 10) / total) > Math.floor((before * 10) / total)) {
          const seconds = (performance.now() - started) / 1000;
          onProgress(`${done} of ${total} items inserted (${seconds.toFixed(0)} s)`);
        }
      });
      if (searchTable) await fillSearchTable(pool, workers);
    } finally {
      if (searchTable) {
        await pool.query('ALTER TABLE content_items ENABLE TRIGGER content_search_insert');
      }
    }
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
    const tables = `content_items, ${searchTable ? 'content_search, ' : ''}users, api_tokens`;
    await pool.query(`VACUUM ${tables}`);
    onProgress(
      `Building ${indexes.length} indexes (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    await recreateIndexes(pool, indexes, (index, ms) =>
      onProgress(`  ${index.name}: ${(ms / 1000).toFixed(1)} s`),
    );
    const invalid = await pool.query<{ name: string }>(
      `SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE NOT x.indisvalid`,
    );
    if (invalid.rows.length) {
      throw new Error(`Indexes left invalid: ${invalid.rows.map((row) => row.name).join(', ')}`);
    }
    await pool.query(`ANALYZE ${tables}`);
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

/** The search table's rows of every item, as the insert trigger makes them, in chunks of ids. */
async function fillSearchTable(pool: pg.Pool, workers: number): Promise<void> {
  const { rows } = await pool.query<{ first: number; last: number }>(
    'SELECT min(id) AS first, max(id) AS last FROM content_items',
  );
  const { first, last } = rows[0]!;
  if (first === null) return;
  const chunks = [];
  for (let from = first; from <= last; from += FILL_CHUNK) chunks.push(from);
  await runPool(chunks, workers, async (from) => {
    await pool.query(
      `INSERT INTO content_search (item_id, user_id, saved_at, search)
       SELECT id, user_id, saved_at,
              vault_item_search(title, custom_tags, author, quick_note, summary, text)
         FROM content_items WHERE id >= $1 AND id < $2`,
      [from, from + FILL_CHUNK],
    );
  });
}

async function librarySizes(
  client: pg.ClientBase,
): Promise<Pick<SeedResult, 'databaseBytes' | 'itemsTableBytes'>> {
  const sizes = await client.query<{ database: string; items: string }>(
    `SELECT pg_database_size(current_database()) AS database,
            pg_total_relation_size('content_items')
              + (SELECT coalesce(sum(pg_total_relation_size(inhrelid)), 0)
                   FROM pg_inherits WHERE inhparent = to_regclass('content_search')) AS items`,
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
