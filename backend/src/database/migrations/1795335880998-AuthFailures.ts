import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthFailures1795335880998 implements MigrationInterface {
  name = 'AuthFailures1795335880998';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "auth_failures" ("id" BIGSERIAL NOT NULL, "key" character varying(400) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e2b915d735b7aa6e2f015f5c799" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_auth_failures_key_created_at" ON "auth_failures"  ("key", "created_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_auth_failures_key_created_at"`);
    await queryRunner.query(`DROP TABLE "auth_failures"`);
  }
}
