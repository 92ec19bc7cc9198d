import { useEffect } from 'react';
import { releaseHeldInput } from './boot';

/**
 * Rendered beside the page (in the same Suspense boundary): its effect runs once the page is
 * hydrated or rendered, and from then on forms and buttons answer through the app (boot.ts). No
 * markup.
 */
export function AppStarted() {
  useEffect(() => releaseHeldInput(), []);
  return null;
}
