import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Library1795309866312 implements MigrationInterface {
  name = 'Library1795309866312';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // array_to_string is only STABLE; a generated column needs an IMMUTABLE expression.
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION vault_tags_text(tags text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$`,
    );
    await queryRunner.query(
      `CREATE TABLE "content_items" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "url" text NOT NULL, "canonical_url" text NOT NULL, "platform" character varying(16) NOT NULL, "title" text, "author" text, "text" text, "summary" text, "topics" text array NOT NULL DEFAULT '{}', "image_url" text, "extraction_status" character varying(16) NOT NULL DEFAULT 'queued', "extraction_error" text, "is_favorite" boolean NOT NULL DEFAULT false, "is_read" boolean NOT NULL DEFAULT false, "quick_note" text, "custom_tags" text array, "has_attachments" boolean NOT NULL DEFAULT false, "metadata" jsonb NOT NULL DEFAULT '{}', "charged_with" character varying(16), "charged_at" TIMESTAMP WITH TIME ZONE, "saved_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', vault_tags_text(custom_tags)), 'B') || setweight(to_tsvector('english', coalesce(author, '')), 'B') || setweight(to_tsvector('english', coalesce(quick_note, '')), 'C') || setweight(to_tsvector('english', coalesce(summary, '')), 'C') || setweight(to_tsvector('english', left(coalesce(text, ''), 100000)), 'D')) STORED, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9c6bf4f28851752cee186915e39" PRIMARY KEY ("id"))`,
    );
    // TypeORM compares the generated expression with this record.
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'content_items', 'GENERATED_COLUMN', 'search', $1)`,
      [
        "setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', vault_tags_text(custom_tags)), 'B') || setweight(to_tsvector('english', coalesce(author, '')), 'B') || setweight(to_tsvector('english', coalesce(quick_note, '')), 'C') || setweight(to_tsvector('english', coalesce(summary, '')), 'C') || setweight(to_tsvector('english', left(coalesce(text, ''), 100000)), 'D')",
      ],
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_content_items_user_canonical" ON "content_items"  ("user_id", "canonical_url") `,
    );
    await queryRunner.query(
      `CREATE TABLE "content_snapshots" ("content_id" integer NOT NULL, "html" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ea6e6926709ad87e57f25d942a9" PRIMARY KEY ("content_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "credit_transactions" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "transaction_type" character varying(32) NOT NULL, "credit_amount" integer NOT NULL, "balance_after" integer NOT NULL, "description" character varying(500) NOT NULL, "admin_user_id" integer, "stripe_payment_id" character varying(255), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a408319811d1ab32832ec86fc2c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_credit_transactions_user_created" ON "credit_transactions"  ("user_id", "created_at") `,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "content_count" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE "content_items" ADD CONSTRAINT "FK_2ca7ebe895f9180251108e40f4c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "content_snapshots" ADD CONSTRAINT "FK_ea6e6926709ad87e57f25d942a9" FOREIGN KEY ("content_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_transactions" ADD CONSTRAINT "FK_9ac41a5292ef4d8356a86be30c2" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_transactions" ADD CONSTRAINT "FK_82f63a39c538af509b3de84033d" FOREIGN KEY ("admin_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // The library page (newest first, keyset), its filters, stats and search.
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_user_saved" ON "content_items" ("user_id", "saved_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_user_favorite" ON "content_items" ("user_id", "saved_at" DESC, "id" DESC) WHERE "is_favorite"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_user_unread" ON "content_items" ("user_id", "saved_at" DESC, "id" DESC) WHERE NOT "is_read"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_user_platform" ON "content_items" ("user_id", "platform", "saved_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_user_created" ON "content_items" ("user_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_status" ON "content_items" ("extraction_status") WHERE "extraction_status" IN ('queued', 'processing')`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_search" ON "content_items" USING GIN ("search")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_tags" ON "content_items" USING GIN ("custom_tags")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_title_trgm" ON "content_items" USING GIN ("title" gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "credit_transactions" DROP CONSTRAINT "FK_82f63a39c538af509b3de84033d"`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_transactions" DROP CONSTRAINT "FK_9ac41a5292ef4d8356a86be30c2"`,
    );
    await queryRunner.query(
      `ALTER TABLE "content_snapshots" DROP CONSTRAINT "FK_ea6e6926709ad87e57f25d942a9"`,
    );
    await queryRunner.query(
      `ALTER TABLE "content_items" DROP CONSTRAINT "FK_2ca7ebe895f9180251108e40f4c"`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "content_count"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_credit_transactions_user_created"`);
    await queryRunner.query(`DROP TABLE "credit_transactions"`);
    await queryRunner.query(`DROP TABLE "content_snapshots"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_content_items_user_canonical"`);
    await queryRunner.query(`DROP TABLE "content_items"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "name" = 'search' AND "table" = 'content_items'`,
    );
    await queryRunner.query(`DROP FUNCTION IF EXISTS vault_tags_text(text[])`);
  }
}
