import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty, uniquely named database on the server of `adminUrl`, for tests and tools. */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'vault_scratch',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The PostgreSQL server tests and tools use: `TEST_DATABASE_URL`, else the local server on 5432. */
export async function findLocalPostgres(): Promise<string | null> {
  const candidates = [
    process.env.TEST_DATABASE_URL,
    'postgres://postgres@127.0.0.1:5432/postgres',
  ].filter((value): value is string => Boolean(value));
  for (const candidate of candidates) {
    const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return candidate;
    } catch {
      // try the next candidate
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return null;
}
