import pg from 'pg';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSchemaChanges, runMigrations } from '../../src/database/run-migrations.js';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../../src/database/scratch-database.js';

describe('migrations', () => {
  let database: ScratchDatabase;

  beforeAll(async () => {
    database = await createScratchDatabase(inject('adminDatabaseUrl'), 'vault_migrations');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('cover every entity: no entity changed without a migration', async () => {
    await runMigrations(database.url);
    const { up } = await pendingSchemaChanges(database.url);
    // If this fails: npm run migration:generate -w @vault/backend -- <Name>
    expect(up).toEqual([]);
  });

  it('run once even when several processes start together, and again as a no-op', async () => {
    const results = await Promise.all([runMigrations(database.url), runMigrations(database.url)]);
    expect(results.flat()).toEqual([]);
  });

  it('store the search vector uncompressed and the text with lz4 where the server has lz4', async () => {
    await runMigrations(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const lz4 = await client
        .query(`SET default_toast_compression = lz4`)
        .then(() => true)
        .catch(() => false);
      const { rows } = await client.query<{ name: string; storage: string; compression: string }>(
        `SELECT attrelid::regclass || '.' || attname AS name, attstorage AS storage,
                attcompression AS compression
           FROM pg_attribute
          WHERE (attrelid = 'content_items'::regclass AND attname = 'text')
             OR (attrelid = 'content_search'::regclass AND attname = 'search')
          ORDER BY 1`,
      );
      expect(rows).toEqual([
        { name: 'content_items.text', storage: 'x', compression: lz4 ? 'l' : '' },
        { name: 'content_search.search', storage: 'e', compression: '' },
      ]);
    } finally {
      await client.end();
    }
  });
});
