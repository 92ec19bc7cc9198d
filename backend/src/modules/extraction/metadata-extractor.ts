import type { PostMedia } from '@vault/contracts';
import { absoluteHttpUrl, all, cleanText, type DomDocument, parseDocument } from './dom.js';
import { readJsonLd } from './json-ld.js';
import { extractMainText, readingMinutes } from './main-text.js';
import { pageMedia } from './page-media.js';
import { pageHeadings, readerTitle } from './page-title.js';
import { quotedCodeOf } from './quoted-code.js';
import { cleanMainText } from './text-hygiene.js';

export type MediaType =
  'article' | 'video' | 'audio' | 'image' | 'document' | 'profile' | 'website';

export interface PageMetadata {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  author: string | null;
  siteName: string | null;
  /** ISO 8601. */
  publishedAt: string | null;
  canonicalUrl: string | null;
  lang: string | null;
  mediaType: MediaType;
  /** Plain text of the main content, paragraphs separated by blank lines. */
  text: string | null;
  readingMinutes: number | null;
  /** The page's own images and videos when it is a post of media (see page-media.ts). */
  media: PostMedia[];
}

/** Meta tags keyed by lower-cased property/name/itemprop; the first value of a key wins. */
function readMeta(document: DomDocument): Map<string, string> {
  const meta = new Map<string, string>();
  for (const element of all(document, 'meta[content]')) {
    const content = element.getAttribute('content') ?? '';
    const keys = [
      element.getAttribute('property'),
      element.getAttribute('name'),
      element.getAttribute('itemprop'),
    ];
    // Some sites list several properties in one attribute ("og:title dc:title").
    for (const key of keys.flatMap((value) => value?.toLowerCase().split(/\s+/) ?? [])) {
      if (key && !meta.has(key) && content.trim()) meta.set(key, content);
    }
  }
  return meta;
}

function first<T>(...candidates: (T | null | undefined)[]): T | null {
  for (const candidate of candidates)
    if (candidate !== null && candidate !== undefined) return candidate;
  return null;
}

const SEPARATORS = ['|', '-', '–', '—', '·', '•', '::', ':', '/', '»', '«'];

/** Drops a " | Site" suffix or "Site | " prefix, unless nothing would be left. */
export function trimSiteName(title: string, siteName: string | null): string {
  if (!siteName) return title;
  const lowerTitle = title.toLowerCase();
  const lowerSite = siteName.toLowerCase();
  for (const separator of SEPARATORS) {
    const suffix = ` ${separator} ${lowerSite}`;
    const prefix = `${lowerSite} ${separator} `;
    if (lowerTitle.endsWith(suffix) && title.length > suffix.length) {
      return title.slice(0, -suffix.length).trim();
    }
    if (lowerTitle.startsWith(prefix) && title.length > prefix.length) {
      return title.slice(prefix.length).trim();
    }
  }
  return title;
}

// Meta keys (property, name or itemprop) that carry the publication date, best first.
const DATE_KEYS = [
  'article:published_time',
  'og:published_time',
  'datepublished',
  'uploaddate',
  'parsely-pub-date',
  'dc.date.issued',
  'dc.date',
  'date',
  'pubdate',
];

function toIsoDate(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function mediaTypeOf(ogType: string | null, jsonLdType: string | null): MediaType {
  const type = (ogType ?? '').toLowerCase();
  if (type.startsWith('video')) return 'video';
  if (type.startsWith('music')) return 'audio';
  if (type === 'article' || type === 'blog' || type === 'news') return 'article';
  if (type === 'profile') return 'profile';
  if (jsonLdType && /Video|Movie|Episode|Clip/.test(jsonLdType)) return 'video';
  if (jsonLdType && /Article|Posting|Report/.test(jsonLdType)) return 'article';
  return 'website';
}

const URL_LIKE = /^https?:\/\//i;

function personName(value: string | null | undefined): string | null {
  const name = cleanText(value)?.replace(/^by\s+/i, '') ?? null;
  return name && !URL_LIKE.test(name) ? name : null;
}

/** Schema.org microdata: `<span itemprop="author"><link itemprop="name" content="…">`. */
function microdataAuthor(document: DomDocument): string | null {
  const author = document.querySelector('[itemprop~="author"]');
  if (!author) return null;
  const name = author.querySelector('[itemprop~="name"]');
  return (
    personName(name?.getAttribute('content')) ??
    personName(name?.textContent) ??
    personName(author.getAttribute('content')) ??
    personName(author.textContent)
  );
}

function authorOf(
  document: DomDocument,
  meta: Map<string, string>,
  jsonLd: string | null,
): string | null {
  // In order, each looked for only when those before it gave nothing: a lookup in the document
  // walks the whole page when it finds nothing.
  return (
    personName(meta.get('author')) ??
    personName(meta.get('article:author')) ??
    jsonLd ??
    microdataAuthor(document) ??
    // A name in the page's byline link reads better than a Twitter handle.
    personName(document.querySelector('a[rel~="author"]')?.textContent) ??
    personName(meta.get('twitter:creator'))
  );
}

/** Reads a page's metadata and main text; pure, and returns plain text only. */
export function extractMetadata(html: string, pageUrl: string): PageMetadata {
  const document = parseDocument(html);
  const meta = readMeta(document);
  const jsonLd = readJsonLd(document);
  const baseHref = document.querySelector('base[href]')?.getAttribute('href');
  const base = absoluteHttpUrl(baseHref, pageUrl) ?? pageUrl;
  const linkHref = (rel: string): string | null =>
    document.querySelector(`link[rel~="${rel}" i][href]`)?.getAttribute('href') ?? null;

  const siteName = first(
    cleanText(meta.get('og:site_name')),
    cleanText(meta.get('application-name')),
  );
  const rawTitle =
    cleanText(meta.get('og:title')) ??
    cleanText(meta.get('twitter:title')) ??
    jsonLd.headline ??
    cleanText(document.querySelector('title')?.textContent) ??
    cleanText(document.querySelector('h1')?.textContent);
  const description = first(
    cleanText(meta.get('og:description')),
    cleanText(meta.get('twitter:description')),
    cleanText(meta.get('description')),
    jsonLd.description,
  );
  const imageUrl =
    first(
      absoluteHttpUrl(meta.get('og:image'), base),
      absoluteHttpUrl(meta.get('og:image:url'), base),
      absoluteHttpUrl(meta.get('og:image:secure_url'), base),
      absoluteHttpUrl(meta.get('twitter:image'), base),
      absoluteHttpUrl(meta.get('twitter:image:src'), base),
      absoluteHttpUrl(jsonLd.image, base),
    ) ?? absoluteHttpUrl(linkHref('image_src'), base);
  const author = authorOf(document, meta, jsonLd.author);
  const publishedAt =
    first(
      ...DATE_KEYS.map((key) => toIsoDate(cleanText(meta.get(key)))),
      toIsoDate(jsonLd.datePublished),
    ) ?? toIsoDate(cleanText(document.querySelector('time[datetime]')?.getAttribute('datetime')));
  const lang = cleanText(document.querySelector('html')?.getAttribute('lang'));
  // Read before the main-text pass, which takes page furniture out of the document.
  const headings = pageHeadings(document);
  const media = pageMedia(document, base);
  const title = rawTitle
    ? readerTitle(trimSiteName(rawTitle, siteName), headings, siteName, pageUrl)
    : null;
  const text = cleanMainText(extractMainText(document), {
    title,
    author,
    quotedCode: quotedCodeOf(document),
  });

  return {
    title,
    description,
    imageUrl,
    author,
    siteName,
    publishedAt,
    canonicalUrl: first(
      absoluteHttpUrl(linkHref('canonical'), base),
      absoluteHttpUrl(meta.get('og:url'), base),
    ),
    lang,
    mediaType: mediaTypeOf(cleanText(meta.get('og:type')), jsonLd.type),
    text,
    readingMinutes: readingMinutes(text),
    media,
  };
}
