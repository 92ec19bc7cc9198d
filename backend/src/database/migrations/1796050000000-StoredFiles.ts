import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StoredFiles1796050000000 implements MigrationInterface {
  name = 'StoredFiles1796050000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stored_files" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "content_id" integer, "kind" character varying(16) NOT NULL, "sha256" character(64) NOT NULL, "bytes" bigint NOT NULL, "mime_type" character varying(64) NOT NULL, "storage_key" character varying(64) NOT NULL, "original_url" text NOT NULL, "width" integer, "height" integer, "duration" double precision, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5d5be862bf53851c1794b4adf4e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_stored_files_user_sha256" ON "stored_files"  ("user_id", "sha256") `,
    );
    await queryRunner.query(
      `CREATE TABLE "stored_file_uses" ("stored_file_id" integer NOT NULL, "content_id" integer NOT NULL, CONSTRAINT "PK_2a487d0c1c19daa5b5c46338315" PRIMARY KEY ("stored_file_id", "content_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_stored_file_uses_content" ON "stored_file_uses"  ("content_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "stored_files" ADD CONSTRAINT "FK_0799296df952867fd9a9f91c743" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stored_files" ADD CONSTRAINT "FK_e9079e38094199cb0ce220a21f9" FOREIGN KEY ("content_id") REFERENCES "content_items"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stored_file_uses" ADD CONSTRAINT "FK_49f4e7a19e483e7f0b3e78920e6" FOREIGN KEY ("stored_file_id") REFERENCES "stored_files"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stored_file_uses" ADD CONSTRAINT "FK_0bba6f772152f34ac49a9572834" FOREIGN KEY ("content_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "stored_file_uses" DROP CONSTRAINT "FK_0bba6f772152f34ac49a9572834"`,
    );
    await queryRunner.query(
      `ALTER TABLE "stored_file_uses" DROP CONSTRAINT "FK_49f4e7a19e483e7f0b3e78920e6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "stored_files" DROP CONSTRAINT "FK_e9079e38094199cb0ce220a21f9"`,
    );
    await queryRunner.query(
      `ALTER TABLE "stored_files" DROP CONSTRAINT "FK_0799296df952867fd9a9f91c743"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_stored_file_uses_content"`);
    await queryRunner.query(`DROP TABLE "stored_file_uses"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_stored_files_user_sha256"`);
    await queryRunner.query(`DROP TABLE "stored_files"`);
  }
}
