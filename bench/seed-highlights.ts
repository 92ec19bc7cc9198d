import { performance } from 'node:perf_hooks';
import { HIGHLIGHT_COLORS } from '@vault/contracts';
import { withClient } from './database.ts';
import { HIGHLIGHT_TAG, HIGHLIGHT_WORD } from './words.ts';

/** Highlights of the measured user in the `highlights` scenario (a heavy reader's library). */
export const BENCH_HIGHLIGHTS = 20_000;
/** Highlights per highlighted item: the newest items of the library get them. */
const PER_ITEM = 4;

/**
 * Gives the measured user `count` highlights in one set-based statement: quotes cut from their
 * items' texts, the four colours in turn, a note on every third (one in a hundred naming
 * `HIGHLIGHT_WORD`), `HIGHLIGHT_TAG` on every fifth, created over the last two years.
 */
export async function seedHighlights(
  databaseUrl: string,
  userId: number,
  count = BENCH_HIGHLIGHTS,
): Promise<number> {
  const started = performance.now();
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `WITH items AS (
         SELECT id, coalesce(text, title, 'untitled') AS body,
                row_number() OVER (ORDER BY saved_at DESC, id DESC) AS rank
           FROM content_items WHERE user_id = $1
          ORDER BY saved_at DESC, id DESC
          LIMIT ceil($2::numeric / $3::int)
       )
       INSERT INTO highlights (user_id, content_id, quote, prefix, suffix, start_offset, end_offset,
                               color, note, tags, created_at, updated_at)
       SELECT $1, item.id,
              substr(item.body, spot.at + 1, 80),
              substr(item.body, greatest(1, spot.at - 31), least(32, spot.at)),
              substr(item.body, spot.at + 81, 32),
              spot.at, spot.at + length(substr(item.body, spot.at + 1, 80)),
              ($4::text[])[1 + (n % 4)],
              CASE WHEN n % 100 = 0 THEN 'Come back to this: ' || $5
                   WHEN n % 3 = 0 THEN 'A thought about this passage'
              END,
              CASE WHEN n % 5 = 0 THEN ARRAY[$6::text] ELSE '{}' END,
              now() - (n * interval '1 hour' * 17520 / $2::int),
              now() - (n * interval '1 hour' * 17520 / $2::int)
         FROM generate_series(1, $2::int) AS n
         JOIN items item ON item.rank = 1 + (n - 1) / $3::int
         CROSS JOIN LATERAL (
           SELECT ((n % $3::int) * greatest(1, length(item.body) / $3::int)) AS at
         ) spot`,
      [userId, count, PER_ITEM, [...HIGHLIGHT_COLORS], HIGHLIGHT_WORD, HIGHLIGHT_TAG],
    );
    await client.query('ANALYZE highlights');
  });
  return performance.now() - started;
}
