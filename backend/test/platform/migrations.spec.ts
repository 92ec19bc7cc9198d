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
});
