import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The topic filter (`GET /api/content?topic=…`) matches `topics @> ARRAY[…]` with this index. */
export class ContentTopics1795336147984 implements MigrationInterface {
  name = 'ContentTopics1795336147984';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_topics" ON "content_items" USING GIN ("topics")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_content_items_topics"`);
  }
}
