import { formatDollars } from './english-numbers.js';
import { findPlan } from './plans.js';

/**
 * What every page's start needs of the public pages: the site's name, each page's address, title
 * and description (the server writes them into the HTML it sends; the client matches paths with
 * them) and the names the server and the client share for the prerendered pages. The pages' long
 * copy (FAQs, cookie categories) is in `public-pages.ts`, so it loads only with those pages.
 */
export const SITE_NAME = 'Vault';
export const SITE_TAGLINE = 'Keep what you find online';
export const SUPPORT_EMAIL = 'support@vault.example';

export type PublicPageKey = 'landing' | 'home' | 'faqs' | 'privacy' | 'terms' | 'cookies';

export interface PublicPageMeta {
  /** The route; the landing page is served for `/` and every path the preview gate sends to it. */
  path: string;
  title: string;
  description: string;
}

/** `$9`, `$4.99`, `$4.50`: whole dollars without cents. */
export function formatUsd(price: number): string {
  return formatDollars(price, true);
}

const free = findPlan('free');
const pro = findPlan('pro');
const premium = findPlan('premium');

/**
 * The public pages' addresses and heads. The descriptions that quote a price are getters: the
 * browser's entry script reads only the paths, and making the currency formatter at its start cost
 * a throttled phone ~70 ms before the first paint.
 */
export const PUBLIC_PAGES: Record<PublicPageKey, PublicPageMeta> = {
  landing: {
    path: '/',
    title: `${SITE_NAME} — Never Lose Valuable Content Again`,
    description: `Save posts, videos and articles from LinkedIn, X, TikTok, YouTube, Reddit and any website into one searchable library. Free: ${free.extractionLimit} saves a month. Join the waitlist.`,
  },
  home: {
    path: '/',
    title: `${SITE_NAME} — ${SITE_TAGLINE}`,
    get description() {
      return `Save posts, videos and articles from LinkedIn, X, TikTok, YouTube, Reddit and any website into one searchable library. Start free; ${pro.label} from ${formatUsd(pro.price)} a month.`;
    },
  },
  faqs: {
    path: '/faqs',
    title: `Frequently Asked Questions · ${SITE_NAME}`,
    get description() {
      return `Answers about saving content with ${SITE_NAME}: supported platforms, plans from ${formatUsd(0)} to ${formatUsd(premium.price)} a month, limits, WhatsApp saving and your data.`;
    },
  },
  privacy: {
    path: '/privacy',
    title: `Privacy Policy · ${SITE_NAME}`,
    description: `What ${SITE_NAME} collects, why, how long it is kept, and how to export or delete your data.`,
  },
  terms: {
    path: '/terms',
    title: `Terms of Use · ${SITE_NAME}`,
    description: `The terms for using ${SITE_NAME}: accounts, plans and payments, acceptable use, your content and termination.`,
  },
  cookies: {
    path: '/cookies',
    title: `Cookie Policy · ${SITE_NAME}`,
    description: `The cookies and browser storage ${SITE_NAME} uses: one essential session cookie, no advertising or tracking cookies.`,
  },
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
