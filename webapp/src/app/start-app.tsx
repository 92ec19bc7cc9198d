import type { PublicPageKey } from '@vault/contracts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, AppRoutes } from './App';
import { readServedSignedOut } from './preview-storage';
import { preloadDashboard } from './routes';
import { registerServiceWorker } from './service-worker';
import { WaitlistLandingPage } from './WaitlistLandingPage';

/**
 * Starts the app in `#root`: hydrates the HTML the server sent for a prerendered public page, or
 * renders from scratch (every other page, and a visit that shows something else there, e.g. the
 * developer bypass over the landing page). Loaded by main.tsx, on demand.
 */
export async function startApp(
  container: HTMLElement,
  prerendered: PublicPageKey | null,
): Promise<void> {
  // With the app, not before: registering costs the page's first seconds ~40 ms of main thread,
  // and only the installed app (which always starts the app) needs the worker.
  registerServiceWorker();
  const app = (
    <App>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );
  if (prerendered) {
    // The landing page is its own chunk: here before hydrating, so nothing suspends.
    if (prerendered === 'landing') await WaitlistLandingPage.preload();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the page stays responsive while it becomes interactive.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A signed-in visit to `/` is the dashboard: its chunk loads beside the user look-up that
    // decides it, not after.
    if (window.location.pathname === '/' && !readServedSignedOut()) {
      void preloadDashboard().catch(() => undefined);
    }
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
