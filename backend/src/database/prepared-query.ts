import type pg from 'pg';
import type { DataSource } from 'typeorm';

/** The pg pool under a TypeORM data source (the same connections its queries use). */
export function poolOf(dataSource: DataSource): pg.Pool {
  return (dataSource.driver as unknown as { master: pg.Pool }).master;
}

/**
 * Runs `text` as a named prepared statement: each connection parses and plans it once and then
 * only binds and executes it. For the statements every request runs (its token, its session's
 * user), whose planning cost PostgreSQL more than executing them. `name` must be unique to
 * `text` in the whole process; PostgreSQL plans it again by itself after a schema change.
 */
export async function preparedQuery<Row extends pg.QueryResultRow>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const result = await poolOf(dataSource).query<Row>({ name, text, values });
  return result.rows;
}
