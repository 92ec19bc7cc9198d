import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { FIRST_RUN_MIN_HEIGHT } from './first-run-layout';
import { firstRunAlreadyShown, shouldShowFirstRun } from './first-run-state';

const loadChecklist = () => import('./FirstRunChecklist');

// A library that showed the checklist before shows it again on this visit: its code is fetched
// now, alongside the library's first page, so the cards do not move down when it arrives.
if (typeof window !== 'undefined' && firstRunAlreadyShown()) void loadChecklist();

// Loaded for a new library only.
const FirstRunChecklist = lazy(() =>
  loadChecklist().then((module) => ({ default: module.FirstRunChecklist })),
);

interface FirstRunSlotProps {
  /** Items in the library; undefined while the counts load. */
  totalCount: number | undefined;
  onSaveLink: () => void;
}

export function FirstRunSlot({ totalCount, onSaveLink }: FirstRunSlotProps) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  // Shown before on this device: its place is kept from the first paint, counts known or not.
  const show =
    firstRunAlreadyShown() || (totalCount !== undefined && shouldShowFirstRun(totalCount === 0));
  if (!show) return null;
  return (
    <Suspense fallback={<Box minH={FIRST_RUN_MIN_HEIGHT} aria-hidden />}>
      <FirstRunChecklist
        totalCount={totalCount}
        onSaveLink={onSaveLink}
        onHide={() => setHidden(true)}
      />
    </Suspense>
  );
}
