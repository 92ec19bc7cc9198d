import type { SearchMatchField } from '@vault/contracts';

/** The per-field matches a search's page query computes (`matchedFieldColumns`). */
export interface MatchedFields {
  in_title: boolean;
  in_tags: boolean;
  in_note: boolean;
}

/**
 * Where a search found an item. `inDocument`: the item's own full-text document matched; when
 * no short field matched on its own, the words were in the text (or the summary or author).
 */
export function matchedIn(
  fields: MatchedFields,
  inDocument: boolean,
  inHighlights: boolean,
): SearchMatchField[] {
  const found: SearchMatchField[] = [];
  if (fields.in_title) found.push('title');
  if (fields.in_tags) found.push('tags');
  if (fields.in_note) found.push('note');
  if (inDocument && !found.length) found.push('text');
  if (inHighlights) found.push('highlight');
  return found;
}
