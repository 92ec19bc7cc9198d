import sanitizeHtml from 'sanitize-html';
import { absoluteHttpUrl, all, type DomDocument, type DomElement, parseDocument } from './dom.js';
import { disclosurePanel, disclosurePanelIds } from './disclosure-panels.js';
import { identifierElements } from './identifier-text.js';
import { besideSections, pageBanners } from './beside-sections.js';
import { isProductPage } from './product-page.js';
import { blockText, layoutFurniture, hiddenPage, widget } from './main-text.js';
import { entryForms, furnitureForm } from './page-forms.js';
import { quotedCodeOf } from './quoted-code.js';
import { openScriptlessView } from './scriptless-view.js';
import { placeStreamedSegmentsOf } from './streamed-segments.js';
import { textBlocks } from './text-blocks.js';
import {
  comparable,
  ENTITY,
  hasStrayMarkup,
  isBylineLine,
  isDateLine,
  isFurnitureLine,
  isTitleLine,
  MARKUP,
  MIN_UNIQUE_CHARS,
  type TextContext,
  withoutMarkup,
} from './text-hygiene.js';

/** A reader view larger than this is cut at an element boundary by the sanitiser's input limit. */
export const MAX_READABLE_HTML_CHARS = 300_000;
const MIN_CONTAINER_CHARS = 200;
// Page furniture that is never part of the article a reader view shows; in a page, forms and
// hidden panels are judged as the text judges them (`removePageFurniture`).
const PAGE_FURNITURE = 'script, style, noscript, template, button, select, dialog';
const HIDDEN = '[hidden], [aria-hidden="true"]';
const FURNITURE = `${PAGE_FURNITURE}, form, ${HIDDEN}`;
/** With navigation, footers and asides: a fragment or a mail has no content swallowed by one. */
const FRAGMENT_FURNITURE = `${FURNITURE}, nav, footer, aside, [role="navigation"], [role="complementary"], [role="contentinfo"]`;
/** Video players that may stay embedded in the reader view; every other iframe is removed. */
const VIDEO_EMBED_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'b',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'q',
    'cite',
    'abbr',
    'time',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'picture',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'iframe',
    'span',
    'div',
    'section',
    'article',
    'header',
    'main',
    'details',
    'summary',
  ],
  // No style, class, id or on* attribute survives: only what a reader view needs.
  allowedAttributes: {
    // `rel` and `target` come from the transform below, never from the page.
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    time: ['datetime'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_EMBED_HOSTS,
  // Content of dropped tags like <svg> or <object> is dropped with them, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'object'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
  exclusiveFilter: (frame) =>
    // Empty wrappers and images without a source only leave gaps in the reader view.
    ((frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src) ||
    (['p', 'div', 'span', 'section', 'figure'].includes(frame.tag) &&
      !frame.text.trim() &&
      !frame.mediaChildren.length),
};

function largest(elements: DomElement[]): DomElement | null {
  let best: { element: DomElement; length: number } | null = null;
  for (const element of elements) {
    const length = blockText(element).length;
    if (!best || length > best.length) best = { element, length };
  }
  return best && best.length >= MIN_CONTAINER_CHARS ? best.element : null;
}

function paragraphParent(root: DomElement): DomElement | null {
  const scores = new Map<DomElement, number>();
  for (const paragraph of all(root, 'p')) {
    const parent = paragraph.parentNode as DomElement | null;
    if (!parent || parent.nodeType !== 1) continue;
    scores.set(parent, (scores.get(parent) ?? 0) + (paragraph.textContent ?? '').trim().length);
  }
  let best: DomElement | null = null;
  let bestScore = MIN_CONTAINER_CHARS - 1;
  for (const [parent, score] of scores) if (score > bestScore) [best, bestScore] = [parent, score];
  return best;
}

/** Makes links and images absolute against the page, so the reader view works on Vault's origin. */
function absolutise(root: DomElement, pageUrl: string): void {
  for (const link of all(root, 'a[href]')) {
    const href = link.getAttribute('href') ?? '';
    const absolute = href.startsWith('#') ? null : absoluteHttpUrl(href, pageUrl);
    (link as DomElement & { setAttribute(n: string, v: string): void }).setAttribute(
      'href',
      absolute ?? '',
    );
  }
  for (const image of all(root, 'img')) {
    // Lazy-loading pages keep the real address in data-src until a script swaps it in.
    const source = image.getAttribute('src') || image.getAttribute('data-src') || '';
    (image as DomElement & { setAttribute(n: string, v: string): void }).setAttribute(
      'src',
      absoluteHttpUrl(source, pageUrl) ?? '',
    );
  }
}

const HEAD_LINES = 8;
const MAX_HEAD_LINE_CHARS = 150;

type Mutable = DomElement & { textContent: string | null };

/**
 * The text rules (`text-hygiene.ts`) applied to the reader view, so it shows nothing the text
 * leaves out: furniture sections and lines, the title, byline and date lines at the start,
 * paragraphs said twice, markup as text. Code blocks keep their text as it is.
 */
function applyTextRules(root: DomElement, context: TextContext, productPage: boolean): void {
  for (const section of besideSections(root, textBlocks(root), { productPage }))
    (section as DomElement).remove();
  const blocks = textBlocks(root);
  for (const block of blocks.slice(0, HEAD_LINES)) {
    if (block.text.length >= MAX_HEAD_LINE_CHARS) break;
    const owner = block.owner;
    if (owner === root || blockText(owner).replace(/\s+/g, ' ') !== block.text) continue;
    if (
      isTitleLine(block.text, context.title) ||
      isDateLine(block.text) ||
      isBylineLine(block.text, context.author)
    )
      owner.remove();
  }
  const seen = new Set<string>();
  for (const element of all(root, 'p, li, blockquote, h1, h2, h3, h4, h5, h6, div')) {
    if (element.closest('pre, code')) continue;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (element.querySelector('p, li, div, img, figure, table, pre')) continue;
    if (MARKUP.test(text) || ENTITY.test(text)) {
      // Inline code keeps its element and the tags it quotes; only stray markup is rewritten.
      const quoted = quotedCodeOf(element)();
      if (hasStrayMarkup(text, quoted))
        (element as Mutable).textContent = withoutMarkup(text, quoted);
    }
    const clean = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!clean || isFurnitureLine(clean)) {
      element.remove();
      continue;
    }
    if (clean.length < MIN_UNIQUE_CHARS) continue;
    const key = comparable(clean);
    if (seen.has(key)) element.remove();
    else seen.add(key);
  }
}

/**
 * A sanitised HTML version of the page's main content for the reader view: the largest
 * <article>, else <main>, else the element holding the most paragraph text. The HTML is only
 * parsed (linkedom runs no script) and then passed through sanitize-html's allow-list: no
 * script, style, event handler, `javascript:` link or iframe other than a YouTube/Vimeo player
 * survives. Returns null when the page has no such content.
 */
export function readableHtml(
  html: string,
  pageUrl: string,
  context: TextContext = {},
): string | null {
  const document = parseDocument(html.slice(0, MAX_READABLE_HTML_CHARS * 4));
  const body = document.body;
  if (!body) return null;
  const productPage = isProductPage(document);
  openScriptlessView(document);
  placeStreamedSegmentsOf(document);
  removePageFurniture(document, body);
  for (const element of layoutFurniture(document)) element.remove();
  for (const banner of pageBanners(body)) banner.remove();
  for (const element of identifierElements(body)) element.remove();
  const root =
    largest(all(body, 'article')) ??
    largest(all(body, 'main, [role="main"]')) ??
    paragraphParent(body);
  if (!root) return null;
  applyTextRules(root, context, productPage);
  absolutise(root, pageUrl);
  const clean = sanitizeHtml(root.innerHTML.slice(0, MAX_READABLE_HTML_CHARS), SANITIZE).trim();
  return clean || null;
}

/**
 * What the main text leaves out, left out of the reader view too: code, controls and dialogs,
 * hidden elements except the panels a button opens (a FAQ's answers) and the page behind a
 * dialog, search and sign-up forms (a form around the whole page stays).
 */
function removePageFurniture(document: DomDocument, body: DomElement): void {
  const withEntries = entryForms(body);
  const panelIds = disclosurePanelIds(document);
  for (const element of all(body, PAGE_FURNITURE)) element.remove();
  for (const element of all(body, HIDDEN)) {
    if (!element.hasAttribute('hidden') && hiddenPage(element)) continue;
    if (!disclosurePanel(element, panelIds) || widget(element)) element.remove();
  }
  for (const form of all(body, 'form')) if (furnitureForm(form, withEntries)) form.remove();
}

/**
 * A fragment that is the content already (a README the platform rendered), sanitised by the
 * same allow-list as the reader view, links and images made absolute. Null when nothing is left.
 */
export function sanitizedFragment(html: string, pageUrl: string): string | null {
  const document = parseDocument(
    `<html><body>${html.slice(0, MAX_READABLE_HTML_CHARS)}</body></html>`,
  );
  const body = document.body;
  if (!body) return null;
  for (const element of all(body, FRAGMENT_FURNITURE)) element.remove();
  absolutise(body, pageUrl);
  const clean = sanitizeHtml(body.innerHTML, SANITIZE).trim();
  return clean || null;
}

/**
 * A whole HTML document (an e-mail's body) through the reader view's allow-list, kept whole: no
 * main-content choice, since the message is the content. Remote images stay for the media store
 * to keep (the app shows only the images Vault stored); read-receipt pixels, hidden images and
 * inline attachments (`cid:`) go. Links must be absolute http(s): a relative one would point into
 * Vault's own origin. Null when no text is left.
 */
export function readableMailHtml(html: string): string | null {
  const source = html.slice(0, MAX_READABLE_HTML_CHARS * 4);
  // Mail often carries a fragment: without a body element the parser would have nowhere to put it.
  const document = parseDocument(
    /<body[\s>]/i.test(source) ? source : `<html><head></head><body>${source}</body></html>`,
  );
  const body = document.body;
  if (!body) return null;
  for (const element of all(body, `${FRAGMENT_FURNITURE}, picture source, iframe`))
    element.remove();
  for (const image of all(body, 'img')) if (isMailPixel(image)) image.remove();
  absolutise(body, 'about:blank');
  const clean = sanitizeHtml(body.innerHTML.slice(0, MAX_READABLE_HTML_CHARS), SANITIZE).trim();
  return clean && sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim()
    ? clean
    : null;
}

/** An image a reader never sees: a tracking pixel (1 or 2 px a side) or one hidden by style. */
function isMailPixel(image: DomElement): boolean {
  const side = (name: string) => Number.parseInt(image.getAttribute(name) ?? '', 10);
  const style = (image.getAttribute('style') ?? '').replace(/\s+/g, '').toLowerCase();
  return (
    side('width') <= 2 ||
    side('height') <= 2 ||
    style.includes('display:none') ||
    style.includes('visibility:hidden')
  );
}
