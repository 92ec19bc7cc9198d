import { BadRequestException } from '@nestjs/common';
import type { LibrarySelection } from '@vault/contracts';
import { parseLibraryQuery } from '@vault/contracts/library-query';
import type { LibraryFilters } from './content-filters.js';
import { parseSearch, type SearchTerms } from './search-query.js';

export interface ResolvedSelection {
  filters: LibraryFilters;
  /** The words left once the operators are taken out; null when there are none. */
  terms: SearchTerms | null;
}

/** The chips and the search box as filters and full-text terms; a bad operator is a 400 saying why. */
export function resolveSelection(selection: LibrarySelection): ResolvedSelection {
  const filters: LibraryFilters = {
    filter: selection.filter,
    platform: selection.platform,
    topic: selection.topic,
  };
  if (!selection.search) return { filters, terms: null };
  const parsed = parseLibraryQuery(selection.search);
  if (!parsed.ok) throw new BadRequestException({ message: parsed.error, code: 'invalid_query' });
  filters.operators = parsed.query;
  return { filters, terms: parseSearch(parsed.query.text) };
}
