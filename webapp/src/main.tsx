import { hasHeldInput } from './app/boot';
import { onFirstInteraction } from './app/first-interaction';
import { firstPageCode } from './app/first-page-code';
import { firstRequests } from './app/first-requests';
import { isPrerenderedPage, prerenderedPageOf } from './app/prerendered';
import { rememberDevQuery } from './app/preview-storage';
import { startEarlyRequests } from './lib/early-requests';

rememberDevQuery(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const prerendered = prerenderedPageOf(container);
// The server sent this page's HTML already (a public page, webapp/src/prerender.tsx), unless this
// visit shows another page there (e.g. the developer bypass over the landing page).
const hydrate = prerendered !== null && isPrerenderedPage(prerendered, window.location);

const start = () => {
  void import('./app/start-app').then(({ startApp }) =>
    startApp(container, hydrate ? prerendered : null),
  );
};

// A prerendered page is complete on screen and its links work without scripts: the app (React,
// the UI kit, the router; most of the page's cost) starts when the visitor first acts on it, and
// what they tapped, typed or submitted meanwhile is held and replayed (index.html, boot.ts).
// Everything else needs the app to show anything, so it starts at once.
if (hydrate && !hasHeldInput()) {
  onFirstInteraction(document, start);
} else {
  // What the first screen will ask the server for leaves now, while the app's code downloads.
  startEarlyRequests(firstRequests(window.location));
  // The UI kit's style system is its own chunk, smaller than the app's and React's, and needs
  // neither: made as soon as it arrives (~30 ms on a laptop, four times that on a slow phone),
  // while the larger chunks still download, instead of inside the app chunk's long first task.
  void import('./app/theme').catch(() => undefined);
  // The browser loads its locale data with the first number or date formatter a page makes (~25 ms
  // on a laptop, four times that on a slow phone): made now, while the app's code downloads, that
  // is not part of the first render, whose counts and dates need them.
  setTimeout(loadLocaleData, 0);
  start();
  // The page's own code too, beside the app's (start-app.tsx waits for both before rendering).
  void firstPageCode(window.location)?.().catch(() => undefined);
}

function loadLocaleData(): void {
  new Intl.NumberFormat('en-US').format(0);
  new Intl.DateTimeFormat('en-US').format(0);
}
