import { PRIVACY_CONTACT_EMAIL } from './account.js';
import { NAMED_SITE_PLATFORMS, PLATFORM_LABELS } from './enums.js';
import { formatDollars } from './english-numbers.js';
import { LIMITS } from './limits.js';
import { findPlan, PLAN_CATALOG, TOP_UP } from './plans.js';

/**
 * Copy of the public pages (waitlist landing, FAQ, legal pages) that both the webapp and the
 * server read: the server writes titles, descriptions, structured data and the FAQs into the HTML
 * it sends, so link previews and crawlers see them without JavaScript. Every figure comes from
 * the plan catalog and LIMITS.
 */
export const SITE_NAME = 'Vault';
export const SITE_TAGLINE = 'Keep what you find online';
export const SUPPORT_EMAIL = 'support@vault.example';

export interface FaqEntry {
  question: string;
  answer: string;
}

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

/** 'LinkedIn, Twitter/X, …, GitHub and Medium'. */
export const NAMED_PLATFORM_LIST = (() => {
  const names = NAMED_SITE_PLATFORMS.map((platform) =>
    platform === 'twitter' ? 'Twitter/X' : PLATFORM_LABELS[platform],
  );
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
})();

export const PUBLIC_PAGES: Record<PublicPageKey, PublicPageMeta> = {
  landing: {
    path: '/',
    title: `${SITE_NAME} — Never Lose Valuable Content Again`,
    description: `Save posts, videos and articles from LinkedIn, X, TikTok, YouTube, Reddit and any website into one searchable library. Free: ${free.extractionLimit} saves a month. Join the waitlist.`,
  },
  home: {
    path: '/',
    title: `${SITE_NAME} — ${SITE_TAGLINE}`,
    description: `Save posts, videos and articles from LinkedIn, X, TikTok, YouTube, Reddit and any website into one searchable library. Start free; ${pro.label} from ${formatUsd(pro.price)} a month.`,
  },
  faqs: {
    path: '/faqs',
    title: `Frequently Asked Questions · ${SITE_NAME}`,
    description: `Answers about saving content with ${SITE_NAME}: supported platforms, plans from ${formatUsd(0)} to ${formatUsd(premium.price)} a month, limits, WhatsApp saving and your data.`,
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

/** The four questions of the waitlist landing page (spec 2.3). */
export const LANDING_FAQ: readonly FaqEntry[] = [
  {
    question: `What is ${SITE_NAME}?`,
    answer: `${SITE_NAME} keeps what you find online. Save a link and ${SITE_NAME} extracts the content into your own searchable library, so a post or video is still there when you need it.`,
  },
  {
    question: 'Which platforms are supported?',
    answer: `${NAMED_PLATFORM_LIST}, and any other website with a public page.`,
  },
  {
    question: 'How does the AI organisation work?',
    answer: `When you save a link, ${SITE_NAME} detects the platform, extracts the title, author, text and image, writes a short summary and assigns topic categories, so your library is organised by platform, type and date.`,
  },
  {
    question: 'Can I save content from a messaging app?',
    answer: `Yes. Connect your WhatsApp number in Settings with a ${LIMITS.verificationCodeLength}-digit verification code, then send a link to ${SITE_NAME} and it is saved to your library.`,
  },
];

const planSummary = PLAN_CATALOG.map((plan) =>
  plan.price === 0
    ? `${plan.label} (${formatUsd(plan.price)}): ${plan.extractionLimit} saves per month`
    : `${plan.label} (${formatUsd(plan.price)} per month): ${plan.extractionLimit} extractions per month`,
).join('; ');

/** The fifteen questions of `/faqs`. */
export const SITE_FAQ: readonly FaqEntry[] = [
  LANDING_FAQ[0]!,
  LANDING_FAQ[1]!,
  {
    question: 'How do I save something?',
    answer: `Paste a link into the Save Content dialog of your dashboard, press the ${SITE_NAME} button of the browser extension (or right-click a link and choose "Save to vault"), or send the link on WhatsApp. The item appears at once and fills in while the content is extracted.`,
  },
  LANDING_FAQ[2]!,
  LANDING_FAQ[3]!,
  {
    question: 'What does each plan cost and include?',
    answer: `${planSummary}. Prices are in USD.`,
  },
  {
    question: 'Is there a free plan?',
    answer: `Yes. A free account saves ${free.extractionLimit} links a month on every supported platform, with search, favourites and the browser extension. No credit card is needed, and you can upgrade at any time.`,
  },
  {
    question: 'What happens when I reach my monthly limit?',
    answer: `Saving pauses until your limit resets on your monthly subscription day; unused saves do not roll over. You can upgrade, or buy a top-up of ${TOP_UP.credits} extra extractions for ${formatUsd(TOP_UP.price)}; top-up credits ${TOP_UP.expires ? 'expire at the next billing cycle' : 'never expire'} and are used only after the monthly allowance.`,
  },
  {
    question: 'Which features need a paid plan?',
    answer: `Quick notes, custom tags, media attachments (images, videos and PDFs up to ${LIMITS.mediaMaxBytes / (1024 * 1024)} MB each) and Kanban boards come with ${pro.label} and ${premium.label}.`,
  },
  {
    question: 'How do Kanban boards work?',
    answer: `Create a board for a project or a reading queue; it starts with ${LIMITS.defaultBoardColumns} columns you can rename. Add saved items to a column and move them as your work progresses.`,
  },
  {
    question: 'What if an extraction fails?',
    answer:
      'Some pages are private, deleted or block automated reading. The card is marked as failed and you can press Retry Extraction; the link itself is always kept.',
  },
  {
    question: 'Who can see my saved content?',
    answer: `Only you. ${SITE_NAME} has no public profiles or shared feeds, and we never sell your data. Administrators see account totals, not your library.`,
  },
  {
    question: 'Can I export or delete my data?',
    answer:
      'Yes. Privacy & Data downloads everything we keep about you as one JSON file. Deleting your account removes every item, file, session and token at once.',
  },
  {
    question: 'Can I cancel or get a refund?',
    answer:
      'Cancel at any time from Manage subscription; the plan stays active until the end of the paid period and your library stays on the Free plan. Paid plans have a 30-day money-back guarantee.',
  },
  {
    question: 'How do I contact support?',
    answer: `Write to ${SUPPORT_EMAIL}; privacy questions go to ${PRIVACY_CONTACT_EMAIL}.`,
  },
];

/** The Cookie Policy's categories (spec 2.11); their Accept buttons only display a choice. */
export interface CookieCategory {
  name: 'Essential' | 'Analytics' | 'Marketing' | 'Preferences';
  purpose: string;
  used: string;
  alwaysOn: boolean;
}

export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    name: 'Essential',
    purpose: 'Keep you signed in and protect forms against cross-site requests.',
    used: 'One session cookie, vault.sid (HttpOnly, SameSite=Lax), set when you sign in; it lasts 30 days from your last visit and is removed when you sign out.',
    alwaysOn: true,
  },
  {
    name: 'Analytics',
    purpose: 'Count visits and find slow pages.',
    used: `None. ${SITE_NAME} sets no analytics cookies; server logs keep request times without cookies.`,
    alwaysOn: false,
  },
  {
    name: 'Marketing',
    purpose: 'Measure advertising and show ads on other sites.',
    used: `None. ${SITE_NAME} runs no advertising and no third-party trackers.`,
    alwaysOn: false,
  },
  {
    name: 'Preferences',
    purpose: 'Remember choices you make in this browser.',
    used: 'Local storage, not cookies: your light or dark colour mode, and the developer-preview flag.',
    alwaysOn: false,
  },
];

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

/** `GET /api/waitlist/count`: null while the list is below the configured threshold. */
export interface WaitlistCountResponse {
  count: number | null;
}
