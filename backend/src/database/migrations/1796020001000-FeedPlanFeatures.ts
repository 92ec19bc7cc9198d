import type { MigrationInterface, QueryRunner } from 'typeorm';

// The paid plans' feature lists of PLAN_CATALOG (libs/contracts) when feeds came: a frozen snapshot.
const BEFORE = {
  pro: [
    '250 extractions per month',
    'Quick notes and custom tags',
    'Media attachments (images, videos, PDF)',
    'Kanban boards',
  ],
  premium: [
    '750 extractions per month',
    'Everything in Pro',
    'Priority extraction queue',
    'Priority support',
  ],
};
const AFTER = {
  pro: [...BEFORE.pro, 'Follow up to 50 feeds'],
  premium: [
    '750 extractions per month',
    'Everything in Pro',
    'Follow up to 500 feeds',
    'Priority extraction queue',
    'Priority support',
  ],
};

export class FeedPlanFeatures1796020001000 implements MigrationInterface {
  name = 'FeedPlanFeatures1796020001000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, features] of Object.entries(AFTER)) {
      await queryRunner.query(
        `UPDATE "plans" SET "features" = $2, "updated_at" = now() WHERE "name" = $1`,
        [name, features],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, features] of Object.entries(BEFORE)) {
      await queryRunner.query(
        `UPDATE "plans" SET "features" = $2, "updated_at" = now() WHERE "name" = $1`,
        [name, features],
      );
    }
  }
}
