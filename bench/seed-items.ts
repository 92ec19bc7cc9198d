import type pg from 'pg';
import {
  FIRST_NAMES,
  LAST_NAMES,
  NOTES,
  PLATFORM_MIX,
  TAGS,
  realWordCount,
  vocabulary,
} from './words.ts';

/**
 * Set-based generation of library items. Texts are built from a pool of generated paragraphs
 * (50 words each, words drawn with a Zipf-like rank distribution), so an item of 1,500 words costs
 * 30 row lookups instead of 1,500. Text lengths are log-uniform over 150–1,500 words (many short
 * posts, fewer long articles; about 590 words on average). The scratch tables are unlogged and
 * dropped at the end.
 */

const VOCABULARY_SIZE = 20_000;
const PARAGRAPHS = 4_000;
const WORDS_PER_PARAGRAPH = 50;
/** Every 5,000th item holds the rare word. */
const RARE_EVERY = 5_000;

export async function createWordTables(client: pg.ClientBase): Promise<void> {
  await client.query(`DROP TABLE IF EXISTS bench_words, bench_paragraphs`);
  await client.query(`CREATE UNLOGGED TABLE bench_words (id int PRIMARY KEY, word text NOT NULL)`);
  await client.query(
    `INSERT INTO bench_words SELECT ord, word FROM unnest($1::text[]) WITH ORDINALITY AS t(word, ord)`,
    [vocabulary(VOCABULARY_SIZE)],
  );
  await client.query(
    `CREATE UNLOGGED TABLE bench_paragraphs (id int PRIMARY KEY, body text NOT NULL)`,
  );
  await client.query(
    `INSERT INTO bench_paragraphs
     SELECT s.p, initcap(left(string_agg(w.word, ' ' ORDER BY s.i), 1))
                 || substr(string_agg(w.word, ' ' ORDER BY s.i), 2) || '.'
       FROM (SELECT p, i, ceil(power($1::float8, random()))::int AS wid
               FROM generate_series(1, $2::int) p, generate_series(1, $3::int) i) s
       JOIN bench_words w ON w.id = s.wid
      GROUP BY s.p`,
    [VOCABULARY_SIZE, PARAGRAPHS, WORDS_PER_PARAGRAPH],
  );
  await client.query(`ANALYZE bench_words, bench_paragraphs`);
}

export async function dropWordTables(client: pg.ClientBase): Promise<void> {
  await client.query(`DROP TABLE IF EXISTS bench_words, bench_paragraphs`);
}

let shares = 0;
const CUMULATIVE_SHARES = PLATFORM_MIX.map((entry) => (shares += entry.share));

const INSERT_ITEMS = `
INSERT INTO content_items (user_id, url, canonical_url, platform, title, author, text, image_url,
  extraction_status, extraction_error, is_favorite, is_read, quick_note, custom_tags, metadata,
  charged_with, charged_at, saved_at, created_at, updated_at)
SELECT g.owner, u.url, u.url, u.platform,
       CASE WHEN g.failed THEN NULL
            ELSE CASE WHEN g.r_common < 0.08 THEN 'Climate ' ELSE '' END || t.words
                 || CASE WHEN g.rare AND g.n % 2 = 0 THEN ' Serendipity' ELSE '' END END,
       CASE WHEN g.failed OR g.r_author < 0.1 THEN NULL
            ELSE ($6::text[])[1 + floor(g.r_first * cardinality($6::text[]))::int] || ' '
                 || ($7::text[])[1 + floor(g.r_last * cardinality($7::text[]))::int] END,
       CASE WHEN g.failed THEN NULL
            ELSE x.body
                 || CASE WHEN g.r_common < 0.25 THEN ' The climate angle matters more than it seems.' ELSE '' END
                 || CASE WHEN g.r_phrase < 0.02 THEN ' The supply chain held up better than expected.' ELSE '' END
                 || CASE WHEN g.rare THEN ' A small moment of serendipity.' ELSE '' END END,
       CASE WHEN NOT g.failed AND g.r_image < 0.7 THEN 'https://img.bench.example/' || g.owner || '/' || g.n || '.jpg' END,
       CASE WHEN g.failed THEN 'failed' ELSE 'completed' END,
       CASE WHEN g.failed THEN 'The page could not be fetched (HTTP 404)' END,
       g.r_favorite < 0.1,
       g.r_read < 0.4,
       CASE WHEN g.r_note < 0.1 THEN ($9::text[])[1 + floor(g.r_note * 10 * cardinality($9::text[]))::int] END,
       CASE WHEN g.r_tags < 0.3
            THEN ARRAY(SELECT DISTINCT ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int]
                         FROM generate_series(0, g.n % 3)) END,
       CASE WHEN g.failed THEN '{}'::jsonb
            ELSE jsonb_build_object('likes', floor(g.r_likes * g.r_likes * 20000)::int,
                                    'readingMinutes', ceil(g.paragraphs * ${WORDS_PER_PARAGRAPH} / 230.0)::int) END,
       CASE WHEN g.failed THEN NULL ELSE 'allowance' END,
       g.created_at,
       CASE WHEN g.r_resaved < 0.05 THEN g.created_at + g.r_resaved * 20 * (now() - g.created_at)
            ELSE g.created_at END,
       g.created_at,
       g.created_at
  FROM (SELECT owner, n, random() AS r_platform, random() AS r_common, random() AS r_phrase,
               random() AS r_author, random() AS r_first, random() AS r_last, random() AS r_image,
               random() AS r_favorite, random() AS r_read, random() AS r_note, random() AS r_tags,
               random() AS r_likes, random() AS r_resaved,
               random() < 0.02 AS failed, n % ${RARE_EVERY} = ${RARE_EVERY / 2} AS rare,
               4 + floor(random() * 9)::int AS title_words,
               round(3 * power(10, random()))::int AS paragraphs,
               now() - random() * interval '1095 days' AS created_at
          FROM unnest($1::int[]) AS owners(owner), generate_series($2::int, $3::int) n) g
 CROSS JOIN LATERAL (
       SELECT i AS p FROM generate_subscripts($11::float8[], 1) i
        WHERE ($11::float8[])[i] > g.r_platform OR i = cardinality($11::float8[])
        ORDER BY i LIMIT 1) pick
 CROSS JOIN LATERAL (
       SELECT ($10::text[])[pick.p] AS platform,
              replace(($12::text[])[pick.p], '{h}', (g.n % 50)::text) || g.n AS url) u
 CROSS JOIN LATERAL (
       SELECT initcap(string_agg(w.word, ' ')) AS words
         FROM (SELECT ceil(power($4::float8, random()))::int AS wid
                 FROM generate_series(1, g.title_words)) r
         JOIN bench_words w ON w.id = r.wid) t
 CROSS JOIN LATERAL (
       SELECT string_agg(p.body, ' ') AS body
         FROM (SELECT 1 + floor(random() * $5::int)::int AS pid
                 FROM generate_series(1, g.paragraphs)) r
         JOIN bench_paragraphs p ON p.id = r.pid) x`;

/**
 * Inserts items numbered `from`..`to` (inclusive) for each of `userIds`: one statement for many
 * small libraries, so a thousand users of 750 items cost a few hundred statements, not a thousand.
 */
export async function insertItems(
  client: pg.ClientBase,
  userIds: number[],
  from: number,
  to: number,
): Promise<void> {
  await client.query(INSERT_ITEMS, [
    userIds,
    from,
    to,
    realWordCount(),
    PARAGRAPHS,
    FIRST_NAMES,
    LAST_NAMES,
    TAGS,
    NOTES,
    PLATFORM_MIX.map((entry) => entry.platform),
    CUMULATIVE_SHARES,
    PLATFORM_MIX.map((entry) => entry.url),
  ]);
}
