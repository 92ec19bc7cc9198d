import { PUBLIC_PAGES, type LaunchMode, type PublicPageKey } from '@vault/contracts';
import { Global } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { App, AppRoutes } from './app/App';
import { setServedFacts } from './app/preview-storage';
import { sharedStyles } from './app/theme';

/**
 * The build's prerender (build/prerender.ts runs it in Node after the client build): the HTML of a
 * public page as the app's first render in the browser makes it, for a visitor who is signed out
 * and has no developer bypass. The server puts it into `#root` and the client hydrates it.
 */
export async function renderPage(page: PublicPageKey): Promise<string> {
  // The landing page only shows in preview mode; the other pages look the same in either mode.
  const launchMode: LaunchMode = page === 'landing' ? 'preview' : 'live';
  setServedFacts({ launchMode, session: 'none' });
  try {
    // prerender waits for the page's lazy chunk. No chunk limit: React would otherwise move a large
    // boundary's content after the shell, with an inline script (blocked by the CSP) to swap it in.
    const app = (
      <App>
        <MemoryRouter initialEntries={[PUBLIC_PAGES[page].path]}>
          <AppRoutes />
        </MemoryRouter>
      </App>
    );
    const { prelude } = await prerender(app, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    const html = await new Response(prelude).text();
    if (html.includes('<template') || html.includes('<div hidden id="S:')) {
      throw new Error(`The prerendered ${page} page is not complete: it would not hydrate`);
    }
    return html;
  } finally {
    setServedFacts(null);
  }
}

/**
 * The CSS of `sharedStyles` (app/theme.ts) as Emotion writes it, for the build to put into
 * index.html: one `<style>` per rule set, in order.
 */
export function renderSharedCss(): string {
  const markup = renderToStaticMarkup(
    <>
      {sharedStyles().map((styles, index) => (
        <Global key={index} styles={styles} />
      ))}
    </>,
  );
  const css = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (css.join('').length < 10_000) throw new Error('The shared CSS came out nearly empty');
  return css.join('');
}
