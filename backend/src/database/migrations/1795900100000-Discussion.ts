import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Discussion1795900100000 implements MigrationInterface {
  name = 'Discussion1795900100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "content_copies" ADD "discussion" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "content_copies" DROP COLUMN "discussion"`);
  }
}
