import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pendingSchemaChanges, runMigrations } from './run-migrations.js';
import { createScratchDatabase, findLocalPostgres } from './scratch-database.js';

/**
 * `npm run migration:generate -w @vault/backend -- <Name>`: writes a migration with the SQL the
 * entities need beyond the committed migrations, computed on a scratch database.
 */
async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    throw new Error('Give the migration a PascalCase name, e.g. AddContentItems');
  }
  const adminUrl = await findLocalPostgres();
  if (!adminUrl) throw new Error('No PostgreSQL reachable: set TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl, 'vault_migration');
  try {
    await runMigrations(scratch.url);
    const { up, down } = await pendingSchemaChanges(scratch.url);
    if (up.length === 0) {
      console.log('The entities match the migrations: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const quote = (sql: string) =>
      '    await queryRunner.query(`' + sql.replace(/`/g, '\\`') + '`);';
    const body = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${up.map(quote).join('\n')}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${down.map(quote).join('\n')}
  }
}
`;
    const srcDir = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../src/database/migrations',
    );
    const file = path.join(srcDir, `${timestamp}-${name}.ts`);
    await fs.writeFile(file, body);
    console.log(`Wrote ${file}; add ${className} to src/database/migrations/index.ts.`);
  } finally {
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
