import type { SearchTerms } from './search-query.js';
import type { SqlParameters } from './sql-parameters.js';

/**
 * The tsquery expressions of a search, written inline (not in a CTE) so the planner estimates how
 * many rows they match. Each function adds only the parameters its SQL uses.
 */
function exactQuery(terms: SearchTerms, params: SqlParameters): string {
  return `websearch_to_tsquery('english', ${params.add(terms.text)})`;
}

function prefixQuery(terms: SearchTerms, params: SqlParameters): string | null {
  if (!terms.prefix) return null;
  const word = `to_tsquery('english', ${params.add(terms.prefix)} || ':*')`;
  return terms.head
    ? `(websearch_to_tsquery('english', ${params.add(terms.head)}) && ${word})`
    : word;
}

/**
 * Filters `content_search` rows (alias `s`). The prefix query matches everything the exact one
 * does (same head; the last word's stem is a prefix of itself), so it alone filters: each extra
 * `@@` reads the row's search vector again, which is the main cost of a search.
 */
export function searchMatch(terms: SearchTerms, params: SqlParameters): string {
  return `s.search @@ ${searchQuery(terms, params)}`;
}

/**
 * The user's matches (`item_id`, `saved_at`) saved in [from, before), either bound a placeholder
 * of a value that may be null, at most `cap` when given: `vault_search_matches`, which reads the
 * months' (user, lexeme) indexes only. A phrase is looked up by its words and its positions
 * tested on those matches alone.
 */
export function searchMatches(
  userId: number,
  terms: SearchTerms,
  params: SqlParameters,
  bounds: { from: string; before: string; cap: string },
): string {
  const words = phraseWords(terms);
  return `vault_search_matches(${params.add(userId)}::int,
            ${searchQuery(words ?? terms, params)},
            ${words ? searchQuery(terms, params) : 'NULL'}::tsquery,
            ${bounds.from}::timestamptz, ${bounds.before}::timestamptz, ${bounds.cap}::int)`;
}

/** Filters `content_items` rows (alias `item`) of one user to those the search matches. */
export function itemSearchMatch(userId: number, terms: SearchTerms, params: SqlParameters): string {
  // Each its own placeholder: one null cast to two types would be one parameter of two types.
  const none = () => params.add(null);
  const matches = searchMatches(userId, terms, params, {
    from: none(),
    before: none(),
    cap: none(),
  });
  return `item.id IN (SELECT item_id FROM ${matches})`;
}

/**
 * The words of a search with phrases, without their quotes: they match every item the phrases do
 * (and more), so the index finds the candidates by them and only those have their positions
 * tested. Null without a phrase, or with an exclusion or OR (unquoted, those would change which
 * items match rather than widen it).
 */
export function phraseWords(terms: SearchTerms): SearchTerms | null {
  if (!terms.text.includes('"') || /(^|\s)-\S|\bor\b/i.test(terms.text)) return null;
  const unquote = (text: string) => text.replace(/"/g, ' ');
  return { ...terms, text: unquote(terms.text), head: unquote(terms.head) };
}

/** The tsquery of a search (the prefix form while the last word is being typed). */
export function searchQuery(terms: SearchTerms, params: SqlParameters): string {
  return prefixQuery(terms, params) ?? exactQuery(terms, params);
}

/**
 * Where a listed match was found, from the small columns only (never the whole-document vector):
 * `in_document` is known from how the item was found, and the text is credited when no small
 * field matched on its own.
 */
export function matchedFieldColumns(terms: SearchTerms, params: SqlParameters): string {
  const query = searchQuery(terms, params);
  return `to_tsvector('english', coalesce(item.title, '')) @@ ${query} AS in_title,
          to_tsvector('english', vault_tags_text(item.custom_tags)) @@ ${query} AS in_tags,
          to_tsvector('english', coalesce(item.quick_note, '')) @@ ${query} AS in_note`;
}

/**
 * Relevance of a matching row: full-text rank over its title, tags and author (`search_head`, kept
 * in the row: ranking on the whole-document vector read and decompressed it for every candidate)
 * and title likeness. Every candidate matched already; this orders them.
 */
export function searchRelevance(terms: SearchTerms, params: SqlParameters): string {
  const query = prefixQuery(terms, params) ?? exactQuery(terms, params);
  return `ts_rank_cd(item.search_head, ${query}, 1) + similarity(coalesce(item.title, ''), ${params.add(terms.text)})`;
}
