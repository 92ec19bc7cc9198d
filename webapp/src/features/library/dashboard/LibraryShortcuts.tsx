import type { ContentItem } from '@vault/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLibraryShortcuts } from './use-library-shortcuts';

const ShortcutsDialog = lazy(() =>
  import('./ShortcutsDialog').then((module) => ({ default: module.ShortcutsDialog })),
);

/** The library's keyboard shortcuts, and their list when `?` is pressed. */
export function LibraryShortcuts({ items }: { items: readonly ContentItem[] }) {
  const [helpOpen, setHelpOpen] = useState(false);
  useLibraryShortcuts(
    items,
    useCallback(() => setHelpOpen(true), []),
  );
  return helpOpen ? (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={() => setHelpOpen(false)} />
    </Suspense>
  ) : null;
}
