import { preloadable } from '../lib/preloadable';

/**
 * The waitlist landing page, its own chunk: a signed-in dashboard does not download it. When the
 * server sent its prerendered HTML, start-app loads the chunk before hydrating (`preload`), so the
 * page adopts that HTML at once; suspending instead lets a parent's update (the public config
 * arriving) turn the boundary into a client render, which redraws the page the visitor is on.
 */
export const WaitlistLandingPage = preloadable(() =>
  import('../features/waitlist/WaitlistLanding').then((module) => module.WaitlistLanding),
);
