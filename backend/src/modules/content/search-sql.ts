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
 * Filters rows. The prefix query matches everything the exact one does (same head; the last
 * word's stem is a prefix of itself), so it alone filters: each extra `@@` reads the row's search
 * vector again, which is the main cost of a search.
 */
export function searchMatch(terms: SearchTerms, params: SqlParameters): string {
  return `item.search @@ ${prefixQuery(terms, params) ?? exactQuery(terms, params)}`;
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
