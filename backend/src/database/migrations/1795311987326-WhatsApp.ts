import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WhatsApp1795311987326 implements MigrationInterface {
  name = 'WhatsApp1795311987326';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "whatsapp_messages" ("message_id" character varying(255) NOT NULL, "from_number" character varying(32) NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "reply" text, "replied_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_121cadd1264f9450d772015e1b1" PRIMARY KEY ("message_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "whatsapp_outbox" ("id" SERIAL NOT NULL, "to_number" character varying(32) NOT NULL, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ab1e0aeccc8ba3ce804217c2503" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "whatsapp_verifications" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "phone" character varying(32) NOT NULL, "code_hash" character(64) NOT NULL, "code_salt" character(32) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_786b46141c01f3a33314f14938c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_whatsapp_verifications_phone_created" ON "whatsapp_verifications"  ("phone", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_whatsapp_verifications_user_created" ON "whatsapp_verifications"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "whatsapp_verifications" ADD CONSTRAINT "FK_15b416df4416a69c8721d3f0626" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // One account per number: a verified number is unique (declared with synchronize: false on UserEntity).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_users_whatsapp_number_verified" ON "users" ("whatsapp_number") WHERE "whatsapp_verified"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_users_whatsapp_number_verified"`);
    await queryRunner.query(
      `ALTER TABLE "whatsapp_verifications" DROP CONSTRAINT "FK_15b416df4416a69c8721d3f0626"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_whatsapp_verifications_user_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_whatsapp_verifications_phone_created"`);
    await queryRunner.query(`DROP TABLE "whatsapp_verifications"`);
    await queryRunner.query(`DROP TABLE "whatsapp_outbox"`);
    await queryRunner.query(`DROP TABLE "whatsapp_messages"`);
  }
}
