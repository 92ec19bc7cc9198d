import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { runMigrations } from '../../src/database/run-migrations.js';

describe('embedded PostgreSQL (the default when DATABASE_URL is unset)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('initialises under DATA_DIR, keeps data across a restart, and stops cleanly', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vault-embedded-'));
    dirs.push(dataDir);
    await fs.chmod(dataDir, 0o755);

    const first = await startEmbeddedPostgres({ dataDir, port: null, log: () => undefined });
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('CREATE TABLE kept (value text)');
    await client.query("INSERT INTO kept VALUES ('still here')");
    await client.end();
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port: null, log: () => undefined });
    try {
      expect(second.url).not.toBe(first.url.replace(/:\d+\//, ':0/'));
      const again = new pg.Client({ connectionString: second.url });
      await again.connect();
      const { rows } = await again.query<{ value: string }>('SELECT value FROM kept');
      await again.end();
      expect(rows).toEqual([{ value: 'still here' }]);
    } finally {
      await second.stop();
    }
    await expect(fs.access(path.join(dataDir, 'postgres', 'PG_VERSION'))).resolves.toBeUndefined();
  });

  // Its server is built without lz4: the ContentStorage migration must leave the text on pglz.
  it('runs every migration, the text keeping the default compression without lz4', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vault-embedded-'));
    dirs.push(dataDir);
    await fs.chmod(dataDir, 0o755);
    const server = await startEmbeddedPostgres({ dataDir, port: null, log: () => undefined });
    try {
      await runMigrations(server.url);
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        await expect(client.query('SET default_toast_compression = lz4')).rejects.toThrow();
        const { rows } = await client.query<{ storage: string; compression: string }>(
          `SELECT attstorage AS storage, attcompression AS compression FROM pg_attribute
            WHERE attrelid = 'content_items'::regclass AND attname = 'text'`,
        );
        expect(rows).toEqual([{ storage: 'x', compression: '' }]);
      } finally {
        await client.end();
      }
    } finally {
      await server.stop();
    }
  });
});
