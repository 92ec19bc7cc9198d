import type { PublicPageKey } from '@vault/contracts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { primeCurrentUser } from '../features/auth/prime-current-user';
import { primeLibraryFirstPage } from '../features/library/prime-first-page';
import { createQueryClient } from '../lib/query-client';
import { settledWithin } from '../lib/settled-within';
import { BrowserRouter } from 'react-router';
import { App, AppRoutes } from './App';
import { readServedSignedOut } from './preview-storage';
import { preloadPageAt } from './routes';
import { registerServiceWorker } from './service-worker';
import { WaitlistLandingPage } from './WaitlistLandingPage';

/** Longest the first render waits for the page's code; then it shows a spinner until it comes. */
const PAGE_CODE_WAIT_MS = 1_000;

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
  const queryClient = createQueryClient();
  const app = (
    <App queryClient={queryClient}>
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
    // The page's code, the signed-in user and (on the dashboard) the library's first page load
    // side by side, before the first render: it is then the whole page in one yielding render,
    // not a spinner or placeholder cards first and the page in an update that cannot yield (or a
    // second render of its own). A visitor the server saw signed out gets the signed-out home instead of
    // the signed-in pages, so their code is not fetched for them.
    if (!readServedSignedOut()) {
      await Promise.all([
        primeCurrentUser(queryClient),
        primeLibraryFirstPage(queryClient),
        settledWithin(preloadPageAt(window.location.pathname), PAGE_CODE_WAIT_MS),
      ]);
    }
    container.replaceChildren();
    const root = createRoot(container);
    // As with hydration: the first render of a page comes in slices of a few milliseconds, so a
    // phone's main thread is never held for the whole page (Lighthouse's blocking time).
    startTransition(() => {
      root.render(app);
    });
  }
}
