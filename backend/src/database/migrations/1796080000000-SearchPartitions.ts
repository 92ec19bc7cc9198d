import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search vectors move out of `content_items` into `content_search`, a narrow table partitioned
 * by the month an item was saved in, with one GIN index on (user, lexemes) per partition
 * (`btree_gin`). A search of the newest matches reads only the months it looks in, and within them
 * only the postings of its user: the whole-table index made every search decode the postings of
 * every account, and recheck the vectors of other accounts' rows. Triggers on `content_items`
 * keep the table in step; a month's partition is made when its first item arrives.
 */
const DOCUMENT = `setweight(to_tsvector('english', coalesce(p_title, '')), 'A')
  || setweight(to_tsvector('english', vault_tags_text(p_tags)), 'B')
  || setweight(to_tsvector('english', coalesce(p_author, '')), 'B')
  || setweight(to_tsvector('english', coalesce(p_note, '')), 'C')
  || setweight(to_tsvector('english', coalesce(p_summary, '')), 'C')
  || setweight(to_tsvector('english', left(coalesce(p_text, ''), 100000)), 'D')`;

const SOURCE_COLUMNS = ['title', 'custom_tags', 'author', 'quick_note', 'summary', 'text'];

const OLD_DOCUMENT = `setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', vault_tags_text(custom_tags)), 'B') || setweight(to_tsvector('english', coalesce(author, '')), 'B') || setweight(to_tsvector('english', coalesce(quick_note, '')), 'C') || setweight(to_tsvector('english', coalesce(summary, '')), 'C') || setweight(to_tsvector('english', left(coalesce(text, ''), 100000)), 'D')`;

export class SearchPartitions1796080000000 implements MigrationInterface {
  name = 'SearchPartitions1796080000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await queryRunner.query(
      `CREATE FUNCTION vault_item_search(p_title text, p_tags text[], p_author text, p_note text, p_summary text, p_text text)
       RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ${DOCUMENT} $$`,
    );
    await queryRunner.query(
      `CREATE TABLE "content_search" ("item_id" integer NOT NULL, "user_id" integer NOT NULL, "saved_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "search" tsvector NOT NULL, CONSTRAINT "PK_content_search" PRIMARY KEY ("item_id", "saved_at")) PARTITION BY RANGE ("saved_at")`,
    );
    // Out of line and uncompressed: a match's row is a few bytes, so a page holds hundreds of
    // them, and a phrase's recheck reads a vector without decompressing it.
    await queryRunner.query(
      `ALTER TABLE "content_search" ALTER COLUMN "search" SET STORAGE EXTERNAL`,
    );
    // Rows a month's partition could not be made for (see below) land here; searches read it too.
    await queryRunner.query(
      `CREATE TABLE "content_search_other" PARTITION OF "content_search" DEFAULT`,
    );
    await queryRunner.query(
      `CREATE FUNCTION vault_content_search_partition(p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
       DECLARE
         month_start timestamptz := date_trunc('month', p_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
         partition_name text := 'content_search_' || to_char(p_at AT TIME ZONE 'UTC', 'YYYY_MM');
         previous_timeout text := current_setting('lock_timeout');
       BEGIN
         IF to_regclass(quote_ident(partition_name)) IS NOT NULL THEN RETURN; END IF;
         -- The month's rows went to the catch-all partition: they stay there (the month's own
         -- partition cannot be made while it holds them).
         IF EXISTS (SELECT 1 FROM content_search_other
                     WHERE saved_at >= month_start AND saved_at < month_start + interval '1 month') THEN
           RETURN;
         END IF;
         -- Making a partition locks the parent until the transaction ends, and searches queue
         -- behind the request: never wait long for those in progress.
         PERFORM set_config('lock_timeout', '200ms', true);
         BEGIN
           EXECUTE format('CREATE TABLE %I PARTITION OF content_search FOR VALUES FROM (%L) TO (%L)',
                          partition_name, month_start, month_start + interval '1 month');
         EXCEPTION WHEN OTHERS THEN
           -- Made meanwhile by another session, or not now (a lock, rows of the month already in
           -- the catch-all partition): the row goes to an existing partition either way.
           NULL;
         END;
         PERFORM set_config('lock_timeout', previous_timeout, true);
       END $$`,
    );
    // A search's matches between two instants (either may be null), through the (user, lexeme)
    // indexes of the months between them only. The planner's cost model does not count reading
    // the vectors a filter tests, so on a small month it would rather read every row of the month
    // than the index: here it may not. One generic plan per connection, the months outside the
    // window dropped as it starts: planning the statement for every month each time cost more
    // than running it. `p_exact`, when given, is tested on each match the index found, after the
    // window's bounds (a phrase's positions, read from the whole vector).
    await queryRunner.query(
      `CREATE FUNCTION vault_search_matches(p_user integer, p_query tsquery, p_exact tsquery,
                                            p_from timestamptz, p_before timestamptz, p_cap integer)
       RETURNS TABLE (item_id integer, saved_at timestamptz)
       LANGUAGE plpgsql STABLE
       SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS $$
       BEGIN
         RETURN QUERY
         SELECT s.item_id, s.saved_at::timestamptz FROM content_search s
          WHERE s.user_id = p_user AND s.search @@ p_query
            AND s.saved_at >= coalesce(p_from, '-infinity') AND s.saved_at < coalesce(p_before, 'infinity')
            AND (p_exact IS NULL OR ts_match_vq(s.search, p_exact))
          LIMIT p_cap;
       END $$`,
    );
    const document = SOURCE_COLUMNS.map((column) => `NEW.${column}`).join(', ');
    await queryRunner.query(
      `CREATE FUNCTION vault_content_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'DELETE' THEN
           DELETE FROM content_search WHERE item_id = OLD.id AND saved_at = OLD.saved_at;
           RETURN NULL;
         END IF;
         IF TG_OP = 'INSERT' THEN
           PERFORM vault_content_search_partition(NEW.saved_at);
           INSERT INTO content_search (item_id, user_id, saved_at, search)
           VALUES (NEW.id, NEW.user_id, NEW.saved_at, vault_item_search(${document}));
           RETURN NULL;
         END IF;
         IF NEW.saved_at <> OLD.saved_at THEN
           PERFORM vault_content_search_partition(NEW.saved_at);
         END IF;
         IF ${SOURCE_COLUMNS.map((column) => `NEW.${column} IS NOT DISTINCT FROM OLD.${column}`).join(' AND ')} THEN
           -- Saved again: the row moves to the month's partition with its vector as it is.
           UPDATE content_search SET saved_at = NEW.saved_at, user_id = NEW.user_id
            WHERE item_id = OLD.id AND saved_at = OLD.saved_at;
         ELSE
           UPDATE content_search
              SET saved_at = NEW.saved_at, user_id = NEW.user_id, search = vault_item_search(${document})
            WHERE item_id = OLD.id AND saved_at = OLD.saved_at;
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION vault_content_search_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN TRUNCATE content_search; RETURN NULL; END $$`,
    );
    const changed = [...SOURCE_COLUMNS, 'saved_at', 'user_id']
      .map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`)
      .join(' OR ');
    await queryRunner.query(
      `CREATE TRIGGER "content_search_insert" AFTER INSERT ON "content_items" FOR EACH ROW EXECUTE FUNCTION vault_content_search_sync()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "content_search_update" AFTER UPDATE OF ${[...SOURCE_COLUMNS, 'saved_at', 'user_id'].join(', ')} ON "content_items" FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION vault_content_search_sync()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "content_search_delete" AFTER DELETE ON "content_items" FOR EACH ROW EXECUTE FUNCTION vault_content_search_sync()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "content_search_truncate" AFTER TRUNCATE ON "content_items" FOR EACH STATEMENT EXECUTE FUNCTION vault_content_search_truncate()`,
    );
    await queryRunner.query(
      `SELECT vault_content_search_partition(month)
         FROM (SELECT DISTINCT date_trunc('month', saved_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month
                 FROM content_items
                UNION SELECT now() UNION SELECT now() + interval '1 month') months`,
    );
    await queryRunner.query(
      `INSERT INTO content_search (item_id, user_id, saved_at, search)
       SELECT id, user_id, saved_at, search FROM content_items`,
    );
    // Built once after the fill, several times faster than row by row; partitions made later get
    // theirs with them.
    await queryRunner.query(
      `CREATE INDEX "IDX_content_search_user_search" ON "content_search" USING GIN ("user_id", "search")`,
    );
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "name" = 'search' AND "table" = 'content_items'`,
    );
    await queryRunner.query(`ALTER TABLE "content_items" DROP COLUMN "search"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "content_items" ADD "search" tsvector GENERATED ALWAYS AS (${OLD_DOCUMENT}) STORED`,
    );
    await queryRunner.query(
      `ALTER TABLE "content_items" ALTER COLUMN "search" SET STORAGE EXTERNAL`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'content_items', 'GENERATED_COLUMN', 'search', $1)`,
      [OLD_DOCUMENT],
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_items_search" ON "content_items" USING GIN ("search")`,
    );
    for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER "content_search_${trigger}" ON "content_items"`);
    }
    await queryRunner.query(`DROP TABLE "content_search"`);
    await queryRunner.query(
      `DROP FUNCTION vault_search_matches(integer, tsquery, tsquery, timestamptz, timestamptz, integer)`,
    );
    await queryRunner.query(`DROP FUNCTION vault_content_search_truncate()`);
    await queryRunner.query(`DROP FUNCTION vault_content_search_sync()`);
    await queryRunner.query(`DROP FUNCTION vault_content_search_partition(timestamptz)`);
    await queryRunner.query(
      `DROP FUNCTION vault_item_search(text, text[], text, text, text, text)`,
    );
  }
}
