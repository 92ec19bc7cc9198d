import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795309517671 implements MigrationInterface {
  name = 'Initial1795309517671';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "users" ("id" SERIAL NOT NULL, "username" character varying(32) NOT NULL, "email" character varying(254), "password_hash" character varying(255) NOT NULL, "role" character varying(16) NOT NULL DEFAULT 'user', "first_name" character varying(100), "last_name" character varying(100), "avatar_url" character varying(2048), "profile_image_url" character varying(2048), "subscription_plan" character varying(32) NOT NULL DEFAULT 'free', "subscription_status" character varying(32) NOT NULL DEFAULT 'active', "usage_count" integer NOT NULL DEFAULT '0', "usage_limit" integer NOT NULL DEFAULT '10', "usage_period_start" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "credits_balance" integer NOT NULL DEFAULT '0', "stripe_customer_id" character varying(255), "stripe_subscription_id" character varying(255), "whatsapp_number" character varying(32), "whatsapp_verified" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    // Usernames and e-mails are unique case-insensitively.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_users_username_lower" ON "users" (lower("username"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_users_email_lower" ON "users" (lower("email"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "api_tokens" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "name" character varying(100) NOT NULL, "prefix" character varying(16) NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_api_tokens_user_id" ON "api_tokens"  ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_api_tokens_token_hash" ON "api_tokens"  ("token_hash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_b74883f5884a42fd8496d389b25" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Server-side sessions in connect-pg-simple's layout.
    await queryRunner.query(
      `CREATE TABLE "sessions" ("sid" character varying NOT NULL, "sess" json NOT NULL, "expire" TIMESTAMP(6) NOT NULL, CONSTRAINT "PK_sessions_sid" PRIMARY KEY ("sid"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(
      `ALTER TABLE "api_tokens" DROP CONSTRAINT "FK_b74883f5884a42fd8496d389b25"`,
    );
    await queryRunner.query(`DROP INDEX "public"."UQ_api_tokens_token_hash"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_api_tokens_user_id"`);
    await queryRunner.query(`DROP TABLE "api_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_users_email_lower"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_users_username_lower"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
