import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `tag:` in the search box matches a tag whatever its case, through a GIN index on the lowercased
 * tags (an immutable wrapper, as index expressions must be); and the saved searches of each account.
 */
export class LibraryQueries1796070000000 implements MigrationInterface {
  name = 'LibraryQueries1796070000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION vault_tags_lower(tags text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ARRAY(SELECT lower(tag) FROM unnest(tags) AS tag) $$`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_tags_lower" ON "content_items" USING GIN (vault_tags_lower("custom_tags"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "saved_searches" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "name" character varying(60) NOT NULL, "query" character varying(500) NOT NULL, "position" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_saved_searches" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_saved_searches_user_position" ON "saved_searches" ("user_id", "position") `,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_searches" ADD CONSTRAINT "FK_saved_searches_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "saved_searches"`);
    await queryRunner.query(`DROP INDEX "IDX_content_items_tags_lower"`);
    await queryRunner.query(`DROP FUNCTION vault_tags_lower(text[])`);
  }
}
