import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExtractionLease1795900000000 implements MigrationInterface {
  name = 'ExtractionLease1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "content_items" ADD "extraction_lease_owner" character varying(255)`,
    );
    await queryRunner.query(
      `ALTER TABLE "content_items" ADD "extraction_lease_expires_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `ALTER TABLE "content_items" ADD "extraction_started_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "content_items" DROP COLUMN "extraction_started_at"`);
    await queryRunner.query(
      `ALTER TABLE "content_items" DROP COLUMN "extraction_lease_expires_at"`,
    );
    await queryRunner.query(`ALTER TABLE "content_items" DROP COLUMN "extraction_lease_owner"`);
  }
}
