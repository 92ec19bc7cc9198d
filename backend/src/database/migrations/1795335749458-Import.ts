import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Import1795335749458 implements MigrationInterface {
  name = 'Import1795335749458';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "import_jobs" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "format" character varying(16) NOT NULL, "file_name" character varying(255), "status" character varying(16) NOT NULL DEFAULT 'queued', "total" integer NOT NULL DEFAULT '0', "done" integer NOT NULL DEFAULT '0', "merged" integer NOT NULL DEFAULT '0', "failed" integer NOT NULL DEFAULT '0', "skipped" integer NOT NULL DEFAULT '0', "awaiting_quota" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP(3) WITH TIME ZONE, CONSTRAINT "PK_4d206c602f173f98e4bb85819a3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_import_jobs_status" ON "import_jobs"  ("status") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_import_jobs_user" ON "import_jobs"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "import_job_items" ("id" BIGSERIAL NOT NULL, "job_id" integer NOT NULL, "line" integer NOT NULL, "url" text NOT NULL, "canonical_url" text, "title" text, "tags" text array NOT NULL DEFAULT '{}', "note" text, "is_favorite" boolean NOT NULL DEFAULT false, "is_read" boolean NOT NULL DEFAULT false, "saved_at" TIMESTAMP(3) WITH TIME ZONE, "status" character varying(16) NOT NULL, "reason" text, CONSTRAINT "PK_f3a3b96ac0edc5024925672f675" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_import_job_items_job_status" ON "import_job_items"  ("job_id", "status", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "import_jobs" ADD CONSTRAINT "FK_7d4484f0b66fc419287f6ca5452" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "import_job_items" ADD CONSTRAINT "FK_ac70ea2ca05eaa1b7ea90097647" FOREIGN KEY ("job_id") REFERENCES "import_jobs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "import_job_items" DROP CONSTRAINT "FK_ac70ea2ca05eaa1b7ea90097647"`,
    );
    await queryRunner.query(
      `ALTER TABLE "import_jobs" DROP CONSTRAINT "FK_7d4484f0b66fc419287f6ca5452"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_import_job_items_job_status"`);
    await queryRunner.query(`DROP TABLE "import_job_items"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_import_jobs_user"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_import_jobs_status"`);
    await queryRunner.query(`DROP TABLE "import_jobs"`);
  }
}
