import type { LibraryQuery } from '@vault/contracts/library-query';
import type { ListContentQuery } from './dto/list-content.query.js';
import type { SqlParameters } from './sql-parameters.js';

/** The filter chips and the search box's operators (`tag:`, `is:`, `before:` …). */
export type LibraryFilters = Pick<ListContentQuery, 'filter' | 'platform' | 'topic'> & {
  operators?: LibraryQuery;
};

/** The user and the filter chips, written to match the partial indexes' predicates. */
export function listFilters(
  userId: number,
  query: LibraryFilters,
  params: SqlParameters,
): string[] {
  const conditions = [`item.user_id = ${params.add(userId)}`];
  if (query.filter === 'favorites') conditions.push('item.is_favorite');
  if (query.filter === 'unread') conditions.push('NOT item.is_read');
  if (query.platform) conditions.push(`item.platform = ${params.add(query.platform)}`);
  // Array containment, so the GIN index on topics answers it.
  if (query.topic) conditions.push(`item.topics @> ARRAY[${params.add(query.topic)}]::text[]`);
  if (query.operators) conditions.push(...operatorFilters(query.operators, params));
  return conditions;
}

/**
 * The operators as conditions, each in a form an index answers: `is:` as the partial indexes'
 * predicates, tags and topics as array containment (GIN; tags through their lowercased copy, so
 * `tag:AI` finds "ai"), dates on `saved_at` (the list's own index). Dates are days in UTC: `before`
 * is before the day starts, `after` from its start on.
 */
function operatorFilters(query: LibraryQuery, params: SqlParameters): string[] {
  const conditions: string[] = [];
  const { favorite, read, failed } = query.state;
  if (favorite !== undefined)
    conditions.push(favorite ? 'item.is_favorite' : 'NOT item.is_favorite');
  if (read !== undefined) conditions.push(read ? 'item.is_read' : 'NOT item.is_read');
  if (failed !== undefined) {
    conditions.push(`item.extraction_status ${failed ? '=' : '<>'} 'failed'`);
  }
  if (query.platforms.length) {
    conditions.push(`item.platform = ANY(${params.add([...new Set(query.platforms)])}::text[])`);
  }
  if (query.topics.length) {
    conditions.push(`item.topics @> ${params.add([...new Set(query.topics)])}::text[]`);
  }
  const lower = (tags: string[]) => [...new Set(tags.map((tag) => tag.toLowerCase()))];
  if (query.tags.length) {
    conditions.push(
      `vault_tags_lower(item.custom_tags) @> ${params.add(lower(query.tags))}::text[]`,
    );
  }
  if (query.excludedTags.length) {
    conditions.push(
      `NOT (vault_tags_lower(item.custom_tags) && ${params.add(lower(query.excludedTags))}::text[])`,
    );
  }
  if (query.before)
    conditions.push(`item.saved_at < ${params.add(query.before)}::timestamp AT TIME ZONE 'UTC'`);
  if (query.after)
    conditions.push(`item.saved_at >= ${params.add(query.after)}::timestamp AT TIME ZONE 'UTC'`);
  return conditions;
}
