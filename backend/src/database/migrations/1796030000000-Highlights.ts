import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH =
  "setweight(to_tsvector('english', quote), 'A') || setweight(to_tsvector('english', coalesce(note, '')), 'B') || setweight(to_tsvector('english', vault_tags_text(tags)), 'B')";

/**
 * Highlights and their notes: a quote with its context and position in an item's reader text,
 * found by full text (same configuration as the library's), listed newest first per user and in
 * text order per item.
 */
export class Highlights1796030000000 implements MigrationInterface {
  name = 'Highlights1796030000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "highlights" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "content_id" integer NOT NULL, "quote" text NOT NULL, "prefix" text NOT NULL DEFAULT '', "suffix" text NOT NULL DEFAULT '', "start_offset" integer, "end_offset" integer, "color" character varying(8) NOT NULL DEFAULT 'yellow', "note" text, "tags" text array NOT NULL DEFAULT '{}', "status" character varying(16) NOT NULL DEFAULT 'attached', "search" tsvector GENERATED ALWAYS AS (${SEARCH}) STORED, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d1c0c3c4b7c722041ea0c626411" PRIMARY KEY ("id"))`,
    );
    // TypeORM compares the generated expression with this record.
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'highlights', 'GENERATED_COLUMN', 'search', $1)`,
      [SEARCH],
    );
    await queryRunner.query(
      `ALTER TABLE "highlights" ADD CONSTRAINT "FK_ef5faa0b9245db024880d12bfae" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "highlights" ADD CONSTRAINT "FK_8ce25ac01ad2edbc1b330dd919a" FOREIGN KEY ("content_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_highlights_user_created" ON "highlights" ("user_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_highlights_content_start" ON "highlights" ("content_id", "start_offset")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_highlights_search" ON "highlights" USING GIN ("search")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_highlights_tags" ON "highlights" USING GIN ("tags")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "highlights"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'highlights' AND "name" = 'search'`,
    );
  }
}
