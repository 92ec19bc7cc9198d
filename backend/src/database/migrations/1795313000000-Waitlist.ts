import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Waitlist1795313000000 implements MigrationInterface {
  name = 'Waitlist1795313000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "waitlist_entries" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_waitlist_entries_id" PRIMARY KEY ("id"))`,
    );
    // One row per address, whatever its case.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_waitlist_entries_email_lower" ON "waitlist_entries" (lower("email"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "waitlist_entries"`);
  }
}
