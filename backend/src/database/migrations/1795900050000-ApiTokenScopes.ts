import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each API token may do. Tokens made before scopes existed get the extension's scopes (save,
 * read the library, read the account): they lose minting, export, deletion and admin rights,
 * which now need a browser session.
 */
export class ApiTokenScopes1795900050000 implements MigrationInterface {
  name = 'ApiTokenScopes1795900050000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD "scopes" text array NOT NULL DEFAULT '{content:save,library:read,account:read}'`,
    );
    await queryRunner.query(`ALTER TABLE "api_tokens" ALTER COLUMN "scopes" DROP DEFAULT`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_tokens" DROP COLUMN "scopes"`);
  }
}
