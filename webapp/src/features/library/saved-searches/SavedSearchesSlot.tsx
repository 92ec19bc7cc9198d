import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { searchQueryAtom } from '../library-atoms';
import { fetchSavedSearches, SAVED_SEARCHES_KEY } from './saved-searches-api';

// The list and its editing load when there is something to show: a saved search, or a search
// that could be saved. A new library's first screen needs neither.
const SavedSearches = lazy(() =>
  import('./SavedSearches').then((module) => ({ default: module.SavedSearches })),
);

/** The sidebar's saved searches (beside the library on wide screens, above it on a phone). */
export function SavedSearchesSlot() {
  const search = useAtomValue(searchQueryAtom);
  const saved = useQuery({ queryKey: SAVED_SEARCHES_KEY, queryFn: fetchSavedSearches });
  if (!saved.data || (saved.data.length === 0 && !search.trim())) return null;
  return (
    <Suspense fallback={null}>
      <SavedSearches searches={saved.data} current={search.trim()} />
    </Suspense>
  );
}
