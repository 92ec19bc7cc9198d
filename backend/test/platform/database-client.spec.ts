import pg from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { CallbackQueryClient } from '../../src/database/callback-query-client.js';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../../src/database/scratch-database.js';

/** The pool's client answers TypeORM's promise-form queries through pg's callback form. */
describe('the database client TypeORM uses', () => {
  let database: ScratchDatabase;
  let dataSource: DataSource;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createScratchDatabase(inject('adminDatabaseUrl'), 'vault_test_client');
    dataSource = await new DataSource({
      ...dataSourceOptions(database.url),
      entities: [],
    }).initialize();
    pool = (dataSource.driver as unknown as { master: pg.Pool }).master;
    await dataSource.query('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('is the client of the pool TypeORM creates', async () => {
    const client = await pool.connect();
    try {
      expect(client).toBeInstanceOf(CallbackQueryClient);
      expect(client).toBeInstanceOf(pg.Client);
    } finally {
      client.release();
    }
  });

  it('answers queries with parameters, typed rows and row counts', async () => {
    const rows: { n: number; at: Date; tags: string[] }[] = await dataSource.query(
      `SELECT $1::int AS n, now() AS at, ARRAY['a', 'b'] AS tags`,
      [7],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.n).toBe(7);
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(rows[0]!.tags).toEqual(['a', 'b']);

    const [, affected] = await dataSource.query<[unknown[], number]>(
      `UPDATE notes SET body = body WHERE id < 0`,
    );
    expect(affected).toBe(0);
  });

  it('rejects a failing query with PostgreSQL’s error, and the pool stays usable', async () => {
    const failure = await dataSource.query('SELECT * FROM no_such_table').catch((e) => e);
    expect(failure).toBeInstanceOf(QueryFailedError);
    const driverError = (failure as QueryFailedError & { driverError: pg.DatabaseError })
      .driverError;
    expect(driverError.code).toBe('42P01');
    expect(driverError.message).toContain('no_such_table');
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('keeps a transaction on one connection: a rollback leaves nothing behind', async () => {
    await dataSource
      .transaction(async (manager) => {
        await manager.query(`INSERT INTO notes (body) VALUES ('kept?')`);
        const inside: { count: string }[] = await manager.query('SELECT count(*) FROM notes');
        expect(inside[0]!.count).toBe('1');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await dataSource.transaction((manager) =>
      manager.query(`INSERT INTO notes (body) VALUES ('kept')`),
    );
    expect(await dataSource.query('SELECT body FROM notes')).toEqual([{ body: 'kept' }]);
  });

  it('still answers the callback form, which the session store uses', async () => {
    const result = await new Promise<pg.QueryResult>((resolve, reject) =>
      pool.query('SELECT $1::text AS word', ['hello'], (error, answer) =>
        error ? reject(error) : resolve(answer),
      ),
    );
    expect(result.rows).toEqual([{ word: 'hello' }]);
    const client = await pool.connect();
    try {
      const direct = await new Promise<pg.QueryResult>((resolve, reject) =>
        client.query('SELECT 2 AS two', (error: Error | null, answer: pg.QueryResult) =>
          error ? reject(error) : resolve(answer),
        ),
      );
      expect(direct.rows).toEqual([{ two: 2 }]);
    } finally {
      client.release();
    }
  });
});
