import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { isPrerenderedPage, prerenderedPageOf } from './app/prerendered';
import { rememberDevQuery } from './app/preview-storage';
import { routes } from './app/routes';
import { registerServiceWorker } from './app/service-worker';

rememberDevQuery(window.location.search);
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createBrowserRouter(routes);
const app = <App router={router} />;
const prerendered = prerenderedPageOf(container);

// The server sent this page's HTML already (a public page, webapp/src/prerender.tsx): hydrate it,
// unless this visit shows another page there (e.g. the developer bypass over the landing page).
if (prerendered && isPrerenderedPage(prerendered, window.location)) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page stays responsive while it becomes interactive.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
