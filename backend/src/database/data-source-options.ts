import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { DATABASE_TYPES } from './timestamptz-parser.js';

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    // The schema only ever changes through committed migrations.
    synchronize: false,
    migrationsRun: false,
    // pg's parsers, but a faster one for timestamptz (every item carries three).
    extra: { max: 20, types: DATABASE_TYPES },
  };
}
