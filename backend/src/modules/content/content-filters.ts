import type { ListContentQuery } from './dto/list-content.query.js';
import type { SqlParameters } from './sql-parameters.js';

/** The user and the filter chips, written to match the partial indexes' predicates. */
export function listFilters(
  userId: number,
  query: Pick<ListContentQuery, 'filter' | 'platform' | 'topic'>,
  params: SqlParameters,
): string[] {
  const conditions = [`item.user_id = ${params.add(userId)}`];
  if (query.filter === 'favorites') conditions.push('item.is_favorite');
  if (query.filter === 'unread') conditions.push('NOT item.is_read');
  if (query.platform) conditions.push(`item.platform = ${params.add(query.platform)}`);
  // Array containment, so the GIN index on topics answers it.
  if (query.topic) conditions.push(`item.topics @> ARRAY[${params.add(query.topic)}]::text[]`);
  return conditions;
}
