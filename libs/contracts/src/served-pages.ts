/**
 * What the browser's entry script and the server share about the pages they serve: each public
 * page's address, the names of the <meta> elements the server writes and of the prerendered pages.
 * Nothing here imports the plan catalog or a formatter, so the entry script stays without them
 * (the pages' titles and descriptions are in `public-page-meta.ts`).
 */

export type PublicPageKey = 'landing' | 'home' | 'faqs' | 'privacy' | 'terms' | 'cookies';

/** Each public page's address; the landing page is served for `/` and every path the preview gate sends to it. */
export const PUBLIC_PAGE_PATHS: Readonly<Record<PublicPageKey, string>> = {
  landing: '/',
  home: '/',
  faqs: '/faqs',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
};

/** The <meta> name under which the server writes the launch mode into every page it sends. */
export const LAUNCH_MODE_META_NAME = 'vault-launch-mode';

/**
 * The <meta> name under which the server says whether the request carried a session cookie:
 * `none` means the visitor is signed out for certain (sessions are only created at sign-in), so the
 * page need not ask `GET /api/auth/user` (whose 401 browsers log as an error).
 */
export const SESSION_META_NAME = 'vault-session';

/**
 * The pages whose HTML the webapp build renders ahead of time, written to
 * `dist/<PRERENDER_DIR>/<page>.html` and put into `#root` by the server: they paint before any
 * script runs. The signed-out home only for a request without a session cookie.
 */
export const PRERENDERED_PAGES: readonly PublicPageKey[] = [
  'landing',
  'home',
  'faqs',
  'privacy',
  'terms',
  'cookies',
];
export const PRERENDER_DIR = 'prerendered';
/** The attribute of `#root` naming the prerendered page, so the client hydrates only that page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * `dist/<APP_START_CHUNKS_FILE>`: the chunks that start the app and each signed-in page's own
 * (`AppStartChunks`), which the server asks the browser to preload on pages that show nothing
 * before the app runs.
 */
export const APP_START_CHUNKS_FILE = 'app-start-chunks.json';

/** What `APP_START_CHUNKS_FILE` holds: script URLs under `/assets/`. */
export interface AppStartChunks {
  /** The chunks that start the app, beyond the entry's own. */
  app: string[];
  /**
   * Each signed-in page's own chunks beyond those, by the first segment of its path ('' for the
   * dashboard at `/`): the pages webapp/src/app/first-page-code.ts starts loading at once.
   */
  pages: Record<string, string[]>;
}
