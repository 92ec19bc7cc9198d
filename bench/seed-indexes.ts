import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/**
 * Building an index once over 190,000 rows is several times cheaper than updating it row by row
 * (the GIN full-text and trigram indexes above all), so the seed drops the table's secondary
 * indexes, inserts, and recreates them from their saved definitions. Indexes that back a
 * constraint (primary key, unique constraints) stay.
 */

export interface SavedIndex {
  name: string;
  definition: string;
  /** A partition's index: attached to this index of the partitioned table once built. */
  partitionOf?: string;
}

export async function dropSecondaryIndexes(
  client: pg.ClientBase,
  table: string,
): Promise<SavedIndex[]> {
  const result = await client.query<SavedIndex>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = $1
        AND t.relnamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    [table],
  );
  for (const index of result.rows) {
    await client.query(`DROP INDEX "${index.name.replace(/"/g, '""')}"`);
  }
  const partitions = (
    await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = to_regclass($1) ORDER BY 1`,
      [table],
    )
  ).rows.map((row) => row.name);
  // A partitioned table's index is made `ON ONLY` the table, then built partition by partition
  // (each its own job, so they build side by side) and attached.
  return result.rows.flatMap((index) => [
    index,
    ...partitions.map((partition) => ({
      name: `${partition}_${index.name}`,
      definition: index.definition.replace(
        /^CREATE (UNIQUE )?INDEX \S+ ON ONLY \S+ /,
        `CREATE $1INDEX ${quoted(`${partition}_${index.name}`)} ON ${quoted(partition)} `,
      ),
      partitionOf: index.name,
    })),
  ]);
}

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function isGin(index: SavedIndex): boolean {
  return /\busing gin\b/i.test(index.definition);
}

/**
 * Recreates the indexes, several at a time (one per pool connection), the GIN ones first: the
 * whole-document full-text index alone takes most of the time (one core, PostgreSQL before 18
 * builds a GIN index in one process), so the others are built beside it instead of before it.
 */
export async function recreateIndexes(
  pool: pg.Pool,
  indexes: SavedIndex[],
  onBuilt: (index: SavedIndex, ms: number) => void = () => undefined,
): Promise<void> {
  const partitioned = indexes.filter((index) => / ON ONLY /.test(index.definition));
  for (const index of partitioned) await pool.query(index.definition);
  const queue = indexes
    .filter((index) => !partitioned.includes(index))
    .sort((a, b) => Number(isGin(b)) - Number(isGin(a)));
  const partitionsMs = new Map<string, number>();
  const workers = Math.max(1, Math.min(queue.length, pool.options.max ?? 2));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const client = await pool.connect();
      try {
        // Room to sort in memory; the default 64 MB spills the GIN builds to disk.
        await client.query(`SET maintenance_work_mem = '1GB'`);
        for (let index = queue.shift(); index; index = queue.shift()) {
          const started = performance.now();
          await client.query(index.definition);
          const ms = performance.now() - started;
          if (!index.partitionOf) {
            onBuilt(index, ms);
            continue;
          }
          await client.query(
            `ALTER INDEX ${quoted(index.partitionOf)} ATTACH PARTITION ${quoted(index.name)}`,
          );
          partitionsMs.set(index.partitionOf, (partitionsMs.get(index.partitionOf) ?? 0) + ms);
        }
      } finally {
        client.release();
      }
    }),
  );
  // A partitioned index: the sum of its partitions' builds.
  for (const index of partitioned) onBuilt(index, partitionsMs.get(index.name) ?? 0);
}
