import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContentCopies1795338531285 implements MigrationInterface {
  name = 'ContentCopies1795338531285';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "content_copies" ("content_id" integer NOT NULL, "readable_html" text, "lead_image_key" character varying(200), "lead_image_bytes" integer, CONSTRAINT "PK_cb379750979c0bf236919f26891" PRIMARY KEY ("content_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "content_copies" ADD CONSTRAINT "FK_cb379750979c0bf236919f26891" FOREIGN KEY ("content_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "content_copies" DROP CONSTRAINT "FK_cb379750979c0bf236919f26891"`,
    );
    await queryRunner.query(`DROP TABLE "content_copies"`);
  }
}
