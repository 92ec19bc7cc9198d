import { lazy, useState, type ComponentType } from 'react';

let loaded: ComponentType | undefined;

/** Loads the landing page's chunk; once loaded, the page renders without suspending. */
export function loadWaitlistLanding(): Promise<ComponentType> {
  return import('../features/waitlist/WaitlistLanding').then(
    (module) => (loaded = module.WaitlistLanding),
  );
}

const LazyWaitlistLanding = lazy(() =>
  loadWaitlistLanding().then((component) => ({ default: component })),
);

/**
 * The waitlist landing page, its own chunk: a signed-in dashboard does not download it. When the
 * server sent its prerendered HTML, start-app loads the chunk before hydrating, so the page adopts
 * that HTML at once; suspending instead lets a parent's update (the public config arriving) turn
 * the boundary into a client render, which redraws the page the visitor is looking at.
 */
export function WaitlistLandingPage() {
  // Chosen once: switching component types later would remount the page and lose what was typed.
  const [Page] = useState<ComponentType>(() => loaded ?? LazyWaitlistLanding);
  return <Page />;
}
