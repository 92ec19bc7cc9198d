import { lazy, Suspense, useState } from 'react';
import { shouldShowFirstRun } from './first-run-state';

// Loaded for a new library only.
const FirstRunChecklist = lazy(() =>
  import('./FirstRunChecklist').then((module) => ({ default: module.FirstRunChecklist })),
);

interface FirstRunSlotProps {
  /** Items in the library; undefined while the counts load. */
  totalCount: number | undefined;
  onSaveLink: () => void;
}

export function FirstRunSlot({ totalCount, onSaveLink }: FirstRunSlotProps) {
  const [hidden, setHidden] = useState(false);
  if (hidden || totalCount === undefined || !shouldShowFirstRun(totalCount === 0)) return null;
  return (
    <Suspense fallback={null}>
      <FirstRunChecklist
        totalCount={totalCount}
        onSaveLink={onSaveLink}
        onHide={() => setHidden(true)}
      />
    </Suspense>
  );
}
