import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imported items waiting for allowance, per account: counted when an import starts (the pending
 * cap) and read in id order by the sweep that extracts them once allowance returns.
 */
export class ContentPendingIndex1795790000000 implements MigrationInterface {
  name = 'ContentPendingIndex1795790000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_user_pending" ON "content_items" ("user_id", "id") WHERE "extraction_status" = 'pending'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_content_items_user_pending"`);
  }
}
