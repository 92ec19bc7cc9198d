import type { MigrationInterface, QueryRunner } from 'typeorm';

const HEAD =
  "setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', vault_tags_text(custom_tags)), 'B') || setweight(to_tsvector('english', coalesce(author, '')), 'B')";
const EXCERPT = 'left(text, 600)';
const TRUNCATED = 'length(text) > 600';

/**
 * Columns kept in the row so the library and search pages read no out-of-line value: the card's
 * text excerpt (cutting it from the whole text cost about 1 ms of PostgreSQL CPU per page of 50)
 * and a small title/tags/author vector that search ranks on instead of the whole-document one.
 * One ALTER so the table is rewritten once.
 */
export class ListExcerpt1795511389357 implements MigrationInterface {
  name = 'ListExcerpt1795511389357';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "content_items"
         ADD "search_head" tsvector GENERATED ALWAYS AS (${HEAD}) STORED,
         ADD "text_excerpt" text GENERATED ALWAYS AS (${EXCERPT}) STORED,
         ADD "text_truncated" boolean GENERATED ALWAYS AS (${TRUNCATED}) STORED`,
    );
    // TypeORM compares each generated expression with these records.
    for (const [name, value] of [
      ['search_head', HEAD],
      ['text_excerpt', EXCERPT],
      ['text_truncated', TRUNCATED],
    ]) {
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'content_items', 'GENERATED_COLUMN', $1, $2)`,
        [name, value],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'content_items' AND "name" IN ('search_head', 'text_excerpt', 'text_truncated')`,
    );
    await queryRunner.query(
      `ALTER TABLE "content_items" DROP COLUMN "text_truncated", DROP COLUMN "text_excerpt", DROP COLUMN "search_head"`,
    );
  }
}
