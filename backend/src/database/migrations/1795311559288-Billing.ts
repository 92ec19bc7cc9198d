import type { MigrationInterface, QueryRunner } from 'typeorm';

const PLANS = [
  {
    name: 'free',
    label: 'Free',
    priceCents: 0,
    extractionLimit: 10,
    features: [
      '10 saves per month',
      'Every supported platform',
      'Search, favourites and unread',
      'Browser extension and WhatsApp saving',
    ],
    mostPopular: false,
    sortOrder: 1,
  },
  {
    name: 'pro',
    label: 'Pro',
    priceCents: 900,
    extractionLimit: 250,
    features: [
      '250 extractions per month',
      'Quick notes and custom tags',
      'Media attachments (images, videos, PDF)',
      'Kanban boards',
    ],
    mostPopular: true,
    sortOrder: 2,
  },
  {
    name: 'premium',
    label: 'Premium',
    priceCents: 1900,
    extractionLimit: 750,
    features: [
      '750 extractions per month',
      'Everything in Pro',
      'Priority extraction queue',
      'Priority support',
    ],
    mostPopular: false,
    sortOrder: 3,
  },
];

export class Billing1795311559288 implements MigrationInterface {
  name = 'Billing1795311559288';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stripe_events" ("id" character varying(255) NOT NULL, "type" character varying(100) NOT NULL, "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d3247bd5fc3f66b6982bbcdd897" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "plans" ("id" SERIAL NOT NULL, "name" character varying(32) NOT NULL, "label" character varying(64) NOT NULL, "price_cents" integer NOT NULL, "extraction_limit" integer NOT NULL, "features" text array NOT NULL, "most_popular" boolean NOT NULL DEFAULT false, "sort_order" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_253d25dae4c94ee913bc5ec4850" UNIQUE ("name"), CONSTRAINT "PK_3720521a81c7c24fe9b7202ba61" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_credit_transactions_purchase_payment" ON "credit_transactions"  ("stripe_payment_id") WHERE "transaction_type" = 'purchase' AND "stripe_payment_id" IS NOT NULL`,
    );
    // The plans of PLAN_CATALOG (libs/contracts) when this migration was written: a frozen snapshot.
    for (const plan of PLANS) {
      await queryRunner.query(
        `INSERT INTO "plans" ("name", "label", "price_cents", "extraction_limit", "features", "most_popular", "sort_order") VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          plan.name,
          plan.label,
          plan.priceCents,
          plan.extractionLimit,
          plan.features,
          plan.mostPopular,
          plan.sortOrder,
        ],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_credit_transactions_purchase_payment"`);
    await queryRunner.query(`DROP TABLE "plans"`);
    await queryRunner.query(`DROP TABLE "stripe_events"`);
  }
}
