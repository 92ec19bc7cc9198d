import { PRIVACY_CONTACT_EMAIL } from './account.js';
import { NAMED_SITE_PLATFORMS, PLATFORM_LABELS } from './enums.js';
import { LIMITS } from './limits.js';
import { findPlan, PLAN_CATALOG, TOP_UP } from './plans.js';
import { SITE_NAME, SUPPORT_EMAIL, formatUsd } from './public-page-meta.js';

/**
 * Copy of the public pages (waitlist landing, FAQ, legal pages) that both the webapp and the
 * server read: the server writes titles, descriptions, structured data and the FAQs into the HTML
 * it sends, so link previews and crawlers see them without JavaScript. Every figure comes from
 * the plan catalog and LIMITS.
 */

const free = findPlan('free');
const pro = findPlan('pro');
const premium = findPlan('premium');

export interface FaqEntry {
  question: string;
  answer: string;
}

/** 'LinkedIn, Twitter/X, …, GitHub and Medium'. */
export const NAMED_PLATFORM_LIST = (() => {
  const names = NAMED_SITE_PLATFORMS.map((platform) =>
    platform === 'twitter' ? 'Twitter/X' : PLATFORM_LABELS[platform],
  );
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
})();

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

/** `GET /api/waitlist/count`: null while the list is below the configured threshold. */
export interface WaitlistCountResponse {
  count: number | null;
}
