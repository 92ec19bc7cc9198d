import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstInteraction } from '../app/first-interaction';
import { afterNextPaint } from '../lib/after-next-paint';
import { toaster } from './toaster';

const loadAppToasts = () => import('./AppToasts');
const AppToasts = lazy(() => loadAppToasts().then((module) => ({ default: module.AppToasts })));

/** Presses and keys: what leads to an action whose outcome is a toast. */
const ACTION_EVENTS = ['pointerdown', 'keydown'] as const;

const hasToasts = () => toaster.getVisibleToasts().length > 0;

/**
 * Renders the toasts of `toaster`; mounted once, by the app providers. The toast machinery (its
 * state machines, the dismissable layer) is not part of the page's first load: its code starts
 * loading at the visitor's first press or key (a toast answers an action, and the answer comes
 * after a request, by when the code is usually here) and mounts with the first toast. The
 * toaster's store keeps a toast created before then, which shows once mounted.
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(hasToasts);
  useEffect(
    () =>
      onFirstInteraction(
        document,
        // Not within the press itself: asking for a chunk adds its preload links to the page, work
        // that would hold back the paint answering that press.
        () => afterNextPaint(() => void loadAppToasts().catch(() => undefined)),
        ACTION_EVENTS,
      ),
    [],
  );
  useEffect(() => {
    if (wanted) return undefined;
    // A toast created between the render and this effect would otherwise wait for the next one.
    if (hasToasts()) {
      setWanted(true);
      return undefined;
    }
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToasts />
    </Suspense>
  ) : null;
}
