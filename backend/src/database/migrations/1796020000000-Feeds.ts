import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Feeds1796020000000 implements MigrationInterface {
  name = 'Feeds1796020000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "feeds" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "url" text NOT NULL, "title" character varying(200) NOT NULL, "site_url" text, "keywords" text array NOT NULL DEFAULT '{}', "board_id" integer, "board_column_key" character varying(64), "interval_minutes" integer NOT NULL DEFAULT '60', "etag" text, "last_modified" text, "next_poll_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "polling_until" TIMESTAMP WITH TIME ZONE, "last_polled_at" TIMESTAMP WITH TIME ZONE, "last_new_entry_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "failures" integer NOT NULL DEFAULT '0', "paused" boolean NOT NULL DEFAULT false, "saved_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_feeds_user_url" UNIQUE ("user_id", "url"), CONSTRAINT "PK_3dafbf766ecbb1eb2017732153f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_feeds_due" ON "feeds"  ("next_poll_at") WHERE paused = false`,
    );
    await queryRunner.query(
      `CREATE TABLE "feed_entries" ("feed_id" integer NOT NULL, "entry_key" character varying(64) NOT NULL, "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_22e7882a19969c33412a7a676c7" PRIMARY KEY ("feed_id", "entry_key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "library_feed_tokens" ("user_id" integer NOT NULL, "nonce" character varying(43) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_acd63ff4d9f8c67a70154a6b64f" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "feeds" ADD CONSTRAINT "FK_ca81f22ea67d9df1257df35afb9" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "feed_entries" ADD CONSTRAINT "FK_a9670c08be987a07a5e768a9474" FOREIGN KEY ("feed_id") REFERENCES "feeds"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "library_feed_tokens" ADD CONSTRAINT "FK_acd63ff4d9f8c67a70154a6b64f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "library_feed_tokens" DROP CONSTRAINT "FK_acd63ff4d9f8c67a70154a6b64f"`,
    );
    await queryRunner.query(
      `ALTER TABLE "feed_entries" DROP CONSTRAINT "FK_a9670c08be987a07a5e768a9474"`,
    );
    await queryRunner.query(`ALTER TABLE "feeds" DROP CONSTRAINT "FK_ca81f22ea67d9df1257df35afb9"`);
    await queryRunner.query(`DROP TABLE "library_feed_tokens"`);
    await queryRunner.query(`DROP TABLE "feed_entries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_feeds_due"`);
    await queryRunner.query(`DROP TABLE "feeds"`);
  }
}
