import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminAudit1795313287059 implements MigrationInterface {
  name = 'AdminAudit1795313287059';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_audit_log" ("id" SERIAL NOT NULL, "admin_user_id" integer, "action" character varying(32) NOT NULL, "target_user_id" integer, "before" jsonb NOT NULL, "after" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9425be48a9c753f5753017c61b2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_admin_audit_log_target" ON "admin_audit_log"  ("target_user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_admin_audit_log_created" ON "admin_audit_log"  ("created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_audit_log" ADD CONSTRAINT "FK_7abbe8f7be301725ce49e822788" FOREIGN KEY ("admin_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_audit_log" ADD CONSTRAINT "FK_1c4f6525aedcfdb84f9e5468fd2" FOREIGN KEY ("target_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "admin_audit_log" DROP CONSTRAINT "FK_1c4f6525aedcfdb84f9e5468fd2"`,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_audit_log" DROP CONSTRAINT "FK_7abbe8f7be301725ce49e822788"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_admin_audit_log_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_admin_audit_log_target"`);
    await queryRunner.query(`DROP TABLE "admin_audit_log"`);
  }
}
