import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { searchTextAtom } from '../library-atoms';

// The parser and the chips load once an operator is typed: most searches are plain words.
const QueryChips = lazy(() =>
  import('./QueryChips').then((module) => ({ default: module.QueryChips })),
);

/** A word that starts like an operator (`tag:`, `-is:` …); the chips' parser decides the rest. */
const OPERATOR_HINT = /(^|\s)-?(tag|platform|topic|is|before|after):/i;

export function QueryChipsSlot() {
  const text = useAtomValue(searchTextAtom);
  if (!OPERATOR_HINT.test(text)) return null;
  return (
    <Suspense fallback={null}>
      <QueryChips />
    </Suspense>
  );
}
