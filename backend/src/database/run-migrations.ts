import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

/** Arbitrary constant: every Vault process takes this advisory lock while migrating. */
const MIGRATION_LOCK_ID = 7_301_924;

/** Runs pending migrations; concurrent starts of several processes migrate once. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const lockClient = new pg.Client({ connectionString: databaseUrl });
  await lockClient.connect();
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await dataSource.initialize();
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => null);
    await lockClient.end();
  }
}

/** The SQL the entities need beyond the migrations; empty when every entity change has a migration. */
export async function pendingSchemaChanges(
  databaseUrl: string,
): Promise<{ up: string[]; down: string[] }> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  try {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    return {
      up: sql.upQueries.map((query) => query.query),
      down: sql.downQueries.map((query) => query.query).reverse(),
    };
  } finally {
    await dataSource.destroy();
  }
}
