import {
  CURRENCY,
  LANDING_FAQ,
  LAUNCH_MODE_META_NAME,
  PLAN_CATALOG,
  PRERENDERED_ATTRIBUTE,
  PUBLIC_PAGES,
  SESSION_META_NAME,
  SITE_FAQ,
  SITE_NAME,
  SUPPORT_EMAIL,
  type FaqEntry,
  type LaunchMode,
  type PublicPageKey,
} from '@vault/contracts';

/**
 * The per-route <head> the server writes into index.html: title, description, canonical link,
 * Open Graph and Twitter tags, JSON-LD, and a <noscript> copy of the page's heading and FAQ.
 * Link previews and crawlers read these without running JavaScript.
 */

const PAGE_BY_PATH: Record<string, PublicPageKey> = {
  '/faqs': 'faqs',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/cookies': 'cookies',
};

/**
 * Which page's head a path gets: a public page by its path, else the landing (preview) or home
 * (live, or preview opened with `?dev=true`, which shows the app).
 */
export function pageForPath(
  pathname: string,
  launchMode: LaunchMode,
  devQuery = false,
): PublicPageKey {
  return (
    PAGE_BY_PATH[normalisedPath(pathname)] ??
    (launchMode === 'preview' && !devQuery ? 'landing' : 'home')
  );
}

function normalisedPath(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/**
 * Whether the page's canonical address names what this path shows. The app's own pages
 * (`/settings`, `/content/…`) carry the home's head but are not the home: pointing them at it
 * would tell crawlers they duplicate it. The waitlist landing stands in for every path, so it is.
 */
export function showsCanonicalPage(pathname: string, page: PublicPageKey): boolean {
  return page === 'landing' || normalisedPath(pathname) === PUBLIC_PAGES[page].path;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
function jsonLd(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

function faqFor(page: PublicPageKey): readonly FaqEntry[] {
  if (page === 'faqs') return SITE_FAQ;
  if (page === 'landing' || page === 'home') return LANDING_FAQ;
  return [];
}

export function structuredData(page: PublicPageKey, appUrl: string): unknown[] {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${appUrl}/`,
    logo: `${appUrl}/favicon.svg`,
    email: SUPPORT_EMAIL,
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${appUrl}/`,
    description: PUBLIC_PAGES.home.description,
  };
  const application = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: SITE_NAME,
    applicationCategory: 'ProductivityApplication',
    operatingSystem: 'Web, Chrome, Firefox',
    url: `${appUrl}/`,
    offers: PLAN_CATALOG.map((plan) => ({
      '@type': 'Offer',
      name: plan.label,
      price: plan.price.toFixed(2),
      priceCurrency: CURRENCY,
      description: plan.features.join(', '),
    })),
  };
  const data: unknown[] = [organization, website, application];
  const faq = faqFor(page);
  if (faq.length > 0) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faq.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    });
  }
  return data;
}

/** What a visitor without JavaScript sees: the page's heading, description, FAQ and links. */
function noscriptBody(page: PublicPageKey): string {
  const meta = PUBLIC_PAGES[page];
  const faq = faqFor(page)
    .map((entry) => `<h3>${escapeHtml(entry.question)}</h3><p>${escapeHtml(entry.answer)}</p>`)
    .join('');
  const links = Object.values(PUBLIC_PAGES)
    .filter((other, index, all) => all.findIndex((p) => p.path === other.path) === index)
    .map((other) => `<a href="${other.path}">${escapeHtml(other.title)}</a>`)
    .join(' · ');
  return (
    `<noscript><main style="max-width:48rem;margin:2rem auto;padding:0 1rem;font-family:system-ui,sans-serif">` +
    `<h1>${escapeHtml(meta.title)}</h1><p>${escapeHtml(meta.description)}</p>` +
    (faq ? `<h2>Frequently asked questions</h2>${faq}` : '') +
    `<p>${SITE_NAME} needs JavaScript to sign in and save content.</p><nav>${links}</nav></main></noscript>`
  );
}

export interface IndexOptions {
  /** The request carried no session cookie: the visitor is signed out (SESSION_META_NAME). */
  signedOut?: boolean;
  /** The page's HTML from the webapp build (`dist/prerendered/<page>.html`), put into #root. */
  prerendered?: string;
  /** False for an app page under the home's head: no canonical link or og:url (showsCanonicalPage). */
  canonical?: boolean;
  /** Script URLs for the browser to fetch at once (`<link rel="modulepreload">`), e.g. the app's start. */
  modulePreloads?: readonly string[];
}

export function headTags(
  page: PublicPageKey,
  appUrl: string,
  launchMode: LaunchMode,
  options: IndexOptions = {},
): string {
  const meta = PUBLIC_PAGES[page];
  const canonical = escapeHtml(`${appUrl}${meta.path}`);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const withCanonical = options.canonical !== false;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(withCanonical ? [`<link rel="canonical" href="${canonical}" />`] : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(withCanonical ? [`<meta property="og:url" content="${canonical}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="${LAUNCH_MODE_META_NAME}" content="${launchMode}" />`,
    ...(options.signedOut ? [`<meta name="${SESSION_META_NAME}" content="none" />`] : []),
    ...structuredData(page, appUrl).map(jsonLd),
  ].join('\n    ');
}

/**
 * `<link rel="modulepreload">` for each script URL, for the end of <head>: after the entry script
 * and its own imports, which the browser then asks for first. Before them, the entry (what starts
 * the page's first API requests) waited behind a dozen chunks for one of a phone's few
 * connections.
 */
function modulePreloadTags(urls: readonly string[]): string {
  return urls
    .map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}" />\n  `)
    .join('');
}

/**
 * Writes the page's head into the built index.html: replaces its <title> with the tags and puts
 * the prerendered page, if any, into the empty #root, else a <noscript> copy first in <body>.
 */
export function renderIndexHtml(
  template: string,
  page: PublicPageKey,
  appUrl: string,
  launchMode: LaunchMode,
  options: IndexOptions = {},
): string {
  const withHead = template
    .replace(/<title>[^<]*<\/title>/, () => headTags(page, appUrl, launchMode, options))
    .replace('</head>', () => `${modulePreloadTags(options.modulePreloads ?? [])}</head>`);
  const { prerendered } = options;
  // A prerendered page needs no <noscript> copy: its content is already in the HTML.
  if (prerendered === undefined) {
    return withHead.replace(/<body([^>]*)>/, (body) => `${body}\n    ${noscriptBody(page)}`);
  }
  return withHead.replace(
    '<div id="root"></div>',
    () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page}">${prerendered}</div>`,
  );
}
