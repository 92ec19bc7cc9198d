import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PageCopies1796040000000 implements MigrationInterface {
  name = 'PageCopies1796040000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "page_copies" ("content_id" integer NOT NULL, "user_id" integer NOT NULL, "state" character varying(16) NOT NULL, "source" character varying(16), "storage_key" character varying(64), "compressed_bytes" integer, "original_bytes" integer, "screenshot_key" character varying(64), "screenshot_bytes" integer, "error" text, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_075505b397080afd2b96211e4f6" PRIMARY KEY ("content_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_page_copies_user" ON "page_copies"  ("user_id") `);
    await queryRunner.query(
      `ALTER TABLE "page_copies" ADD CONSTRAINT "FK_075505b397080afd2b96211e4f6" FOREIGN KEY ("content_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "page_copies" ADD CONSTRAINT "FK_a19c43fcbb899b79c8f47be0997" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "page_copies" DROP CONSTRAINT "FK_a19c43fcbb899b79c8f47be0997"`,
    );
    await queryRunner.query(
      `ALTER TABLE "page_copies" DROP CONSTRAINT "FK_075505b397080afd2b96211e4f6"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_page_copies_user"`);
    await queryRunner.query(`DROP TABLE "page_copies"`);
  }
}
