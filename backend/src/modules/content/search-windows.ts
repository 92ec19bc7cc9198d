/** How a search looks for its newest matches, and how it orders a page of them. */

/**
 * Ranking every match of a common word costs hundreds of milliseconds on a large library, so only
 * the newest matches are ranked by relevance; later matches follow them newest first. The set is
 * the same for every page, so pages never repeat or skip an item.
 */
export const RANKED_CANDIDATES = 200;

/**
 * The newest matches are looked for in a window of the newest items. Within a window PostgreSQL
 * intersects the full-text index with the date index and only reads the rows in both; scanning
 * newest-first instead reads every row's (large, out-of-line) search vector until enough match.
 * The window is sized from the planner's estimate of how common the words are (its statistics on
 * the search vector), so one index scan usually finds them all; words too rare for any window are
 * looked up in the full-text index alone, which is cheap exactly when they are rare. When the
 * estimate was low, the share the first window held sizes a second one.
 */
export const MIN_WINDOW = 500;
/** A window never reaches deeper than this many items: past it the index alone is cheaper. */
export const MAX_WINDOW = 50_000;
/**
 * Words estimated too rare for any window are read from the full-text index alone, for at most
 * this many matches: past it the estimate was wrong (the planner's statistics are a sample), and
 * reading every match's row to find the newest would cost a scan of the library.
 */
export const INDEX_ALONE_CAP = 1_000;
/** The share of items a search is then assumed to match; the windows adapt from there. */
export const CAPPED_SHARE = 0.25;
/** After a window without matches, the next reaches this many times as deep again. */
export const EMPTY_WINDOW_GROWTH = 7;
/** Headroom on a window size estimated from a share of matches. */
export const WINDOW_MARGIN = 1.5;

/** Whether words matching this share of items are too rare for any window. */
export function readsIndexAlone(share: number, wanted: number): boolean {
  return Math.ceil((wanted * WINDOW_MARGIN) / share) > MAX_WINDOW;
}

/**
 * How many items past a first window of `window` items, `found` of which matched, the `missing`
 * matches probably lie: the window's share of matches predicts it. A window without matches (the
 * newest items not read yet, say an import's) predicts nothing, so the next looks deeper by a
 * fixed factor rather than through the whole library at once.
 */
export function nextWindowDepth(window: number, found: number, missing: number): number {
  if (!found) return window * EMPTY_WINDOW_GROWTH;
  return Math.ceil((missing * window * WINDOW_MARGIN) / found);
}

/**
 * The ids of one page of a search: the newest RANKED_CANDIDATES matches by relevance, then the
 * later ones newest first. `matches` is newest first.
 */
export function rankedPage(
  matches: readonly { id: number; relevance: number | null }[],
  offset: number,
  count: number,
): number[] {
  return matches
    .map((match, recency) => ({
      id: match.id,
      recency,
      relevance: recency < RANKED_CANDIDATES ? (match.relevance ?? 0) : null,
    }))
    .sort(
      (a, b) =>
        (a.relevance === null ? 1 : 0) - (b.relevance === null ? 1 : 0) ||
        (b.relevance ?? 0) - (a.relevance ?? 0) ||
        a.recency - b.recency,
    )
    .slice(offset, offset + count)
    .map((match) => match.id);
}
