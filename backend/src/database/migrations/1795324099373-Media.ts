import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Media1795324099373 implements MigrationInterface {
  name = 'Media1795324099373';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "media_attachments" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "content_id" integer NOT NULL, "file_name" text NOT NULL, "file_type" character varying(16) NOT NULL, "mime_type" character varying(64) NOT NULL, "file_size" integer NOT NULL, "storage_key" character varying(64) NOT NULL, "thumbnail_key" character varying(64), "width" integer, "height" integer, "duration" double precision, "page_count" integer, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c0180c139bb436a433605c069ae" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_media_attachments_user" ON "media_attachments"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_media_attachments_content" ON "media_attachments"  ("content_id", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "media_attachments" ADD CONSTRAINT "FK_a80b8d3d4c22c51960a4cfacfbd" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "media_attachments" ADD CONSTRAINT "FK_df6e8eb9a390de6b6a1747af493" FOREIGN KEY ("content_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "media_attachments" DROP CONSTRAINT "FK_df6e8eb9a390de6b6a1747af493"`,
    );
    await queryRunner.query(
      `ALTER TABLE "media_attachments" DROP CONSTRAINT "FK_a80b8d3d4c22c51960a4cfacfbd"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_media_attachments_content"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_media_attachments_user"`);
    await queryRunner.query(`DROP TABLE "media_attachments"`);
  }
}
