import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Kanban1795323839474 implements MigrationInterface {
  name = 'Kanban1795323839474';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "boards" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "name" character varying(100) NOT NULL, "description" text, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_606923b0b068ef262dfdcd18f44" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_boards_user" ON "boards"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "board_columns" ("id" SERIAL NOT NULL, "board_id" integer NOT NULL, "key" character varying(64) NOT NULL, "title" character varying(50) NOT NULL, "position" integer NOT NULL, CONSTRAINT "UQ_board_columns_board_position" UNIQUE ("board_id", "position") DEFERRABLE INITIALLY DEFERRED, CONSTRAINT "UQ_board_columns_board_key" UNIQUE ("board_id", "key"), CONSTRAINT "PK_e3da51ad65560ca495d3a621d32" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "board_items" ("id" SERIAL NOT NULL, "board_id" integer NOT NULL, "column_id" integer NOT NULL, "content_id" integer NOT NULL, "position" integer NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_board_items_column_position" UNIQUE ("column_id", "position") DEFERRABLE INITIALLY DEFERRED, CONSTRAINT "UQ_board_items_board_content" UNIQUE ("board_id", "content_id"), CONSTRAINT "PK_5f1ff9dee87e50052b1f3a64e37" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_board_items_content" ON "board_items"  ("content_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "boards" ADD CONSTRAINT "FK_a235c3aff3d3d4b91eaa3a7c338" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "board_columns" ADD CONSTRAINT "FK_55e6772f5b84a2fb358db473313" FOREIGN KEY ("board_id") REFERENCES "boards"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "board_items" ADD CONSTRAINT "FK_5118930e12eada6a3195221fc52" FOREIGN KEY ("board_id") REFERENCES "boards"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "board_items" ADD CONSTRAINT "FK_9053a1922a149c05a3cfab81dc6" FOREIGN KEY ("column_id") REFERENCES "board_columns"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "board_items" ADD CONSTRAINT "FK_7397a96d3583d90ce72169b2387" FOREIGN KEY ("content_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "board_items" DROP CONSTRAINT "FK_7397a96d3583d90ce72169b2387"`,
    );
    await queryRunner.query(
      `ALTER TABLE "board_items" DROP CONSTRAINT "FK_9053a1922a149c05a3cfab81dc6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "board_items" DROP CONSTRAINT "FK_5118930e12eada6a3195221fc52"`,
    );
    await queryRunner.query(
      `ALTER TABLE "board_columns" DROP CONSTRAINT "FK_55e6772f5b84a2fb358db473313"`,
    );
    await queryRunner.query(
      `ALTER TABLE "boards" DROP CONSTRAINT "FK_a235c3aff3d3d4b91eaa3a7c338"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_board_items_content"`);
    await queryRunner.query(`DROP TABLE "board_items"`);
    await queryRunner.query(`DROP TABLE "board_columns"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_boards_user"`);
    await queryRunner.query(`DROP TABLE "boards"`);
  }
}
