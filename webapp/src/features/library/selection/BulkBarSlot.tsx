import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import type { ContentFilters } from '../content-filters';
import { EMPTY_SELECTION, selectingAtom, selectionAtom } from './selection-atoms';

// Loaded when something is first selected: most visits never select.
const BulkBar = lazy(() => import('./BulkBar').then((module) => ({ default: module.BulkBar })));

interface BulkBarSlotProps {
  filters: ContentFilters;
  /** The filters as one string: the selection ends when they change. */
  filtersKey: string;
  paid: boolean;
}

export function BulkBarSlot({ filters, filtersKey, paid }: BulkBarSlotProps) {
  const selecting = useAtomValue(selectingAtom);
  const setSelection = useSetAtom(selectionAtom);
  // Another search or filter shows other items: what was selected is no longer in view.
  useEffect(() => () => setSelection(EMPTY_SELECTION), [filtersKey, setSelection]);
  if (!selecting) return null;
  return (
    <Suspense fallback={null}>
      <BulkBar filters={filters} paid={paid} />
    </Suspense>
  );
}
