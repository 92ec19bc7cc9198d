import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { saveDialogAtom } from '../library-atoms';

const SaveContentDialog = lazy(() =>
  import('./SaveContentDialog').then((module) => ({ default: module.SaveContentDialog })),
);

/**
 * Where the Save Content dialog lives on the dashboard. Its code (the dialog, the form, the
 * clipboard offer) loads when it is first opened, then it stays mounted so it can close gracefully.
 */
export function SaveContentDialogSlot() {
  const open = useAtomValue(saveDialogAtom).open;
  const [wanted, setWanted] = useState(open);
  // Latched during render: once opened, the dialog is part of the page.
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SaveContentDialog />
    </Suspense>
  ) : null;
}
