import pg from 'pg';

/** The URL of database `name` on the server `adminUrl` points at. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection ended by the server (the database dropped on Ctrl+C) must not crash the run.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name ${name}`);
  return `"${name}"`;
}

export async function createDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
}

/** Drops the database even while the server still holds connections to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  );
}

export interface PostgresFacts {
  version: string;
  settings: Record<string, string>;
}

export async function postgresFacts(url: string): Promise<PostgresFacts> {
  return withClient(url, async (client) => {
    const version = await client.query<{ version: string }>('SELECT version()');
    const settings = await client.query<{ name: string; setting: string }>(
      `SELECT name, current_setting(name) AS setting FROM pg_settings
        WHERE name IN ('shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost',
                       'jit', 'max_parallel_workers_per_gather', 'synchronous_commit')`,
    );
    return {
      version: version.rows[0]?.version ?? 'unknown',
      settings: Object.fromEntries(settings.rows.map((row) => [row.name, row.setting])),
    };
  });
}

/**
 * Waits until no query of the bench database is running (a timed-out request's query goes on in
 * the server), so one run's backlog does not spill into the next. Gives up after `timeoutMs`.
 */
export async function waitUntilIdle(url: string, timeoutMs = 120_000): Promise<boolean> {
  return withClient(url, async (client) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const active = await client.query<{ count: string }>(
        `SELECT count(*) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'`,
      );
      if (active.rows[0]?.count === '0') return true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  });
}

/**
 * Deletes the items the save scenario made (queued, without text, at the top of the library), so
 * a kept database measured again (`BENCH_REUSE_DATABASE`) is the seed's library: left there, they
 * send every later search deeper than the first run's. Returns how many went.
 */
export async function deleteSavedItems(
  url: string,
  userId: number,
  prefix: string,
): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query(
      `DELETE FROM content_items WHERE user_id = $1 AND starts_with(url, $2)`,
      [userId, prefix],
    );
    await client.query('VACUUM content_items');
    return result.rowCount ?? 0;
  });
}
