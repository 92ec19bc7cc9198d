import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailIn1796010000000 implements MigrationInterface {
  name = 'EmailIn1796010000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "email_in_addresses" ("user_id" integer NOT NULL, "token" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_email_in_addresses_user" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_email_in_addresses_token" ON "email_in_addresses" ("token")`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_in_addresses" ADD CONSTRAINT "FK_email_in_addresses_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "email_in_messages" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "raw" bytea, "verdict" jsonb NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processed_at" TIMESTAMP WITH TIME ZONE, "outcome" text, CONSTRAINT "PK_email_in_messages" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_email_in_messages_user" ON "email_in_messages" ("user_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_in_messages" ADD CONSTRAINT "FK_email_in_messages_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "email_in_newsletter_senders" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "address" character varying(320) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_email_in_newsletter_senders" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_email_in_newsletter_senders_user_address" ON "email_in_newsletter_senders" ("user_id", "address")`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_in_newsletter_senders" ADD CONSTRAINT "FK_email_in_newsletter_senders_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "email_in_newsletter_senders"`);
    await queryRunner.query(`DROP TABLE "email_in_messages"`);
    await queryRunner.query(`DROP TABLE "email_in_addresses"`);
  }
}
