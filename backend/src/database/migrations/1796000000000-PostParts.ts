import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PostParts1796000000000 implements MigrationInterface {
  name = 'PostParts1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "content_copies" ADD "thread" jsonb, ADD "media" jsonb, ADD "transcript" jsonb, ADD "chapters" jsonb`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "content_copies" DROP COLUMN "chapters", DROP COLUMN "transcript", DROP COLUMN "media", DROP COLUMN "thread"`,
    );
  }
}
