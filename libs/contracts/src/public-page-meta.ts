import { formatDollars } from './english-numbers.js';
import { findPlan } from './plans.js';
import { PUBLIC_PAGE_PATHS, type PublicPageKey } from './served-pages.js';

/**
 * The public pages' heads: the site's name, each page's title and description (the server writes
 * them into the HTML it sends; the pages render their titles). Their addresses and the names the
 * server shares with the entry script are in `served-pages.ts`; the pages' long copy (FAQs, cookie
 * categories) is in `public-pages.ts`, so it loads only with those pages.
 */
export const SITE_NAME = 'Vault';
export const SITE_TAGLINE = 'Keep what you find online';
export const SUPPORT_EMAIL = 'support@vault.example';

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
 * The public pages' addresses and heads. The descriptions that quote a price are getters: a page
 * that reads only a title makes no currency formatter (~70 ms of a throttled phone's main thread).
 */
export const PUBLIC_PAGES: Record<PublicPageKey, PublicPageMeta> = {
  landing: {
    path: PUBLIC_PAGE_PATHS.landing,
    title: `${SITE_NAME} — Never Lose Valuable Content Again`,
    description: `Save posts, videos and articles from LinkedIn, X, TikTok, YouTube, Reddit and any website into one searchable library. Free: ${free.extractionLimit} saves a month. Join the waitlist.`,
  },
  home: {
    path: PUBLIC_PAGE_PATHS.home,
    title: `${SITE_NAME} — ${SITE_TAGLINE}`,
    get description() {
      return `Save posts, videos and articles from LinkedIn, X, TikTok, YouTube, Reddit and any website into one searchable library. Start free; ${pro.label} from ${formatUsd(pro.price)} a month.`;
    },
  },
  faqs: {
    path: PUBLIC_PAGE_PATHS.faqs,
    title: `Frequently Asked Questions · ${SITE_NAME}`,
    get description() {
      return `Answers about saving content with ${SITE_NAME}: supported platforms, plans from ${formatUsd(0)} to ${formatUsd(premium.price)} a month, limits, WhatsApp saving and your data.`;
    },
  },
  privacy: {
    path: PUBLIC_PAGE_PATHS.privacy,
    title: `Privacy Policy · ${SITE_NAME}`,
    description: `What ${SITE_NAME} collects, why, how long it is kept, and how to export or delete your data.`,
  },
  terms: {
    path: PUBLIC_PAGE_PATHS.terms,
    title: `Terms of Use · ${SITE_NAME}`,
    description: `The terms for using ${SITE_NAME}: accounts, plans and payments, acceptable use, your content and termination.`,
  },
  cookies: {
    path: PUBLIC_PAGE_PATHS.cookies,
    title: `Cookie Policy · ${SITE_NAME}`,
    description: `The cookies and browser storage ${SITE_NAME} uses: one essential session cookie, no advertising or tracking cookies.`,
  },
};
