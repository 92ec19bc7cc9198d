import {
  all,
  type DomDocument,
  type DomElement,
  type DomNode,
  ELEMENT_NODE,
  inside,
  TEXT_NODE,
} from './dom.js';
import { leadBlocks } from './article-lead.js';
import { besideSections, pageBanners, within } from './beside-sections.js';
import { isProductPage } from './product-page.js';
import { classifyBlocks } from './block-classifier.js';
import { cardListAround, cardStream } from './card-stream.js';
import { chartLabel } from './chart-labels.js';
import { disclosurePanel, disclosurePanelIds } from './disclosure-panels.js';
import {
  citedAddress,
  crossReference,
  dataTableCell,
  definitionTerm,
  inlineLinkParagraph,
  linkBlock,
  linkedSectionHeading,
} from './link-blocks.js';
import { identifierElements } from './identifier-text.js';
import { linkItemOfTextList } from './list-items.js';
import { repeatedPosts } from './repeated-posts.js';
import { entryForms, furnitureForm } from './page-forms.js';
import { openScriptlessView } from './scriptless-view.js';
import { placeStreamedSegments } from './streamed-segments.js';
import { withoutTeasers } from './teaser-cards.js';
import { joinBlocks, type TextBlock, textBlocks } from './text-blocks.js';

export const MAX_TEXT_CHARS = 100_000;
const WORDS_PER_MINUTE = 200;

// Never part of the readable text: code, hidden content and page furniture. Tested in one pass
// over the elements: as one selector list, css-select tried each of its 30 alternatives on every
// element of the page (5 % of an extraction's CPU).
const NOISE_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'input',
  'textarea',
  'button',
  'select',
  'dialog',
]);
/** Widgets of the page, not its text: search, menus, toolbars, dialogs, tooltips. */
const WIDGET_ROLES = new Set([
  'search',
  'menu',
  'menubar',
  'toolbar',
  'dialog',
  'alertdialog',
  'tooltip',
]);
const HIDDEN_STYLE = /display: ?none|visibility: ?hidden/i;
/**
 * What only the page's content holds: a style-hidden element around it hides the whole page
 * until its scripts have run (against a flash of unstyled content), and an `aria-hidden` one is
 * the page behind a dialog that was open when it was saved (a modal hides the rest from screen
 * readers, not from sight). Neither is noise.
 */
const PAGE_CONTENT = 'main, [role="main"], h1';
/** ...when it holds this much text: a hidden header with the site's name in an <h1> is not. */
const MIN_HIDDEN_PAGE_CHARS = 500;

function isNoise(element: DomElement, panelIds: Set<string>): boolean {
  if (NOISE_TAGS.has(element.tagName.toLowerCase())) return true;
  // A dialog or a menu stays out even when a button opens it: a sign-in box is not content.
  if (widget(element)) return true;
  return hidden(element) && !disclosurePanel(element, panelIds);
}

/** A widget of the page by its role (search, menu, dialog...) or a modal. */
export function widget(element: DomElement): boolean {
  const role = element.getAttribute('role');
  if (role !== null && WIDGET_ROLES.has(role)) return true;
  return element.getAttribute('aria-modal') === 'true';
}

function hidden(element: DomElement): boolean {
  if (element.hasAttribute('hidden')) return true;
  const style = element.getAttribute('style');
  const hiddenByStyle = style !== null && HIDDEN_STYLE.test(style);
  if (!hiddenByStyle && element.getAttribute('aria-hidden') !== 'true') return false;
  return !hiddenPage(element);
}

/** Whether a hidden element holds the page itself (see PAGE_CONTENT), not noise. */
export function hiddenPage(element: DomElement): boolean {
  return (
    element.querySelector(PAGE_CONTENT) !== null &&
    (element.textContent ?? '').trim().length >= MIN_HIDDEN_PAGE_CHARS
  );
}

/** The page's noise elements, in document order. */
export function noiseElements(document: DomDocument): DomElement[] {
  const panelIds = disclosurePanelIds(document);
  return all(document, '*').filter((element) => isNoise(element, panelIds));
}

/** The page's layout furniture: navigation, footers and asides beside the content. */
const FURNITURE_TAGS = new Set(['nav', 'footer', 'aside']);
const FURNITURE_ROLES = new Set(['navigation', 'complementary', 'contentinfo']);

function isLayoutFurniture(element: DomElement): boolean {
  if (FURNITURE_TAGS.has(element.tagName.toLowerCase())) return true;
  const role = element.getAttribute('role');
  return role !== null && FURNITURE_ROLES.has(role);
}

/**
 * Navigation, footers and asides, unless a broken page left its content inside one (an
 * `<aside>` never closed swallows the rest of the body, its `<main>` with it).
 */
export function layoutFurniture(root: DomDocument): DomElement[] {
  return all(root, '*').filter(
    (element) => isLayoutFurniture(element) && !element.querySelector('main, [role="main"]'),
  );
}

const BLOCK_TAGS = new Set(
  'ADDRESS ARTICLE BLOCKQUOTE BR DD DIV DL DT FIGCAPTION FIGURE H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN OL P PRE SECTION TABLE TD TH TR UL'.split(
    ' ',
  ),
);
// An <article> or <main> shorter than this is a teaser card, not the content.
const MIN_CONTAINER_CHARS = 200;

/** Where a <br> stood while the text is collected: text nodes' own whitespace is a space by then. */
const LINE_BREAK = '\r';

function collectText(node: DomNode, parts: string[]): void {
  if (node.nodeType === TEXT_NODE) {
    // Newlines in the source are layout, not structure: only block elements break lines.
    parts.push((node.textContent ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  // A <br> ends a line; two or more in a row end a paragraph, as other block elements do.
  if (node.nodeName.toUpperCase() === 'BR') {
    parts.push(LINE_BREAK);
    return;
  }
  const block = BLOCK_TAGS.has(node.nodeName.toUpperCase());
  if (block) parts.push('\n');
  for (const child of Array.from(node.childNodes)) collectText(child, parts);
  if (block) parts.push('\n');
}

/** Text with paragraphs separated by blank lines and all other whitespace collapsed. */
export function blockText(root: DomNode): string {
  const parts: string[] = [];
  collectText(root, parts);
  return parts
    .join('')
    .split(/\n|\r\s*\r/)
    .map((paragraph) =>
      paragraph
        .split(LINE_BREAK)
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

interface ElementText {
  element: DomElement;
  text: string;
}

function withText(elements: DomElement[]): ElementText[] {
  return elements.map((element) => ({ element, text: blockText(element) }));
}

function largest(elements: ElementText[]): ElementText | null {
  let best: ElementText | null = null;
  for (const candidate of elements)
    if (!best || candidate.text.length > best.text.length) best = candidate;
  return best;
}

/** The element holding the most paragraph text in its direct <p> children, if enough. */
function paragraphBlock(document: DomDocument): DomElement | null {
  const scores = new Map<DomNode, number>();
  for (const paragraph of all(document, 'p')) {
    const parent = paragraph.parentNode;
    if (!parent || parent.nodeType !== ELEMENT_NODE) continue;
    const length = (paragraph.textContent ?? '').trim().length;
    scores.set(parent, (scores.get(parent) ?? 0) + length);
  }
  let best: DomNode | null = null;
  let bestScore = MIN_CONTAINER_CHARS - 1;
  for (const [parent, score] of scores) {
    if (score > bestScore) [best, bestScore] = [parent, score];
  }
  return best as DomElement | null;
}

function truncate(text: string): string {
  if (text.length <= MAX_TEXT_CHARS) return text;
  const cut = text.slice(0, MAX_TEXT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return lastSpace > MAX_TEXT_CHARS * 0.9 ? cut.slice(0, lastSpace) : cut;
}

/** The container holding this share of the content's characters is where the content is. */
const COVERAGE = 0.9;
/** Less content than this and block classification has too little to go on. */
const MIN_CLASSIFIED_CHARS = 250;

/** The old way, for pages with too little prose to classify: the largest article, main or paragraph block. */
function containerText(document: DomDocument): string | null {
  const articles = withText(all(document, 'article'));
  const article = largest(articles);
  if (article && article.text.length >= MIN_CONTAINER_CHARS) {
    // The largest of a stream of like cards is one teaser; the stream is the content.
    const stream = cardStream(
      articles.map(({ element, text }) => ({ element, chars: text.length })),
    );
    return stream ? blockText(stream) : article.text;
  }
  const main = largest(withText(all(document, 'main, [role="main"]')));
  if (main && main.text.length >= MIN_CONTAINER_CHARS) return main.text;
  const block = paragraphBlock(document);
  // The largest paragraph block may be one card of a list of like ones: the list is the content.
  const root =
    (block && (cardListAround(block) ?? block)) ?? document.body ?? document.documentElement;
  return root ? blockText(root) || null : null;
}

/** The deepest element that still holds COVERAGE of the good blocks' characters. */
function contentContainer(root: DomElement, good: TextBlock[]): DomElement {
  const chars = new Map<DomNode, number>();
  let total = 0;
  for (const block of good) {
    total += block.text.length;
    for (let node: DomNode | null = block.owner; node; node = node.parentNode) {
      chars.set(node, (chars.get(node) ?? 0) + block.text.length);
      if (node === root) break;
    }
  }
  let container = root;
  for (;;) {
    let next: DomElement | null = null;
    for (const child of Array.from(container.childNodes)) {
      if (child.nodeType === ELEMENT_NODE && (chars.get(child) ?? 0) >= total * COVERAGE) {
        next = child as DomElement;
        break;
      }
    }
    if (!next) return container;
    container = next;
  }
}

/** Blocks of text-level content, whose element cannot be the content's container on its own. */
const TEXT_LEVEL = new Set(
  'P LI DD DT PRE BLOCKQUOTE TD TH H1 H2 H3 H4 H5 H6 FIGCAPTION'.split(' '),
);

/** Fewer good blocks than this and the classifier saw too little of the content to place it. */
const MIN_GOOD_BLOCKS = 3;
const SEMANTIC = new Set(['ARTICLE', 'MAIN']);

/**
 * A container that is a single paragraph is one part of the content: its parent holds the rest.
 * One resting on one or two good blocks (a documentation page of short definitions, tables and
 * code, which score as boilerplate one by one) widens to the <article> or <main> around it.
 */
function widen(container: DomElement, root: DomElement, goodBlocks: number): DomElement {
  if (goodBlocks < MIN_GOOD_BLOCKS) {
    for (let node: DomNode | null = container; node && node !== root; node = node.parentNode) {
      const element = node as DomElement;
      if (SEMANTIC.has(node.nodeName.toUpperCase()) || element.getAttribute('role') === 'main')
        return element;
    }
  }
  let current = container;
  while (current !== root && TEXT_LEVEL.has(current.nodeName.toUpperCase())) {
    const parent = current.parentNode;
    if (!parent || parent.nodeType !== ELEMENT_NODE) break;
    current = parent as DomElement;
  }
  return current;
}

/** A figure caption shorter than this is a credit or label ("Photo: Getty Images"). */
const MAX_CREDIT_CHARS = 100;

/** A block this long, or one that ends a sentence, is prose the article ends with. */
const MIN_CLOSING_CHARS = 100;
const MIN_CLOSING_SENTENCE_CHARS = 40;
const SENTENCE_END = /[.!?…:;)"”»’]$/;

function closingProse(block: TextBlock): boolean {
  if (dataTableCell(block) || citedAddress(block)) return true;
  if (block.heading || block.linkChars > block.text.length * 0.5) return false;
  // Code and the items of a list of text (not of links) end a documentation page.
  if (block.owner.closest(CLOSING_STRUCTURE)) return true;
  if (COPYRIGHT.test(block.text)) return false;
  return (
    block.text.length >= MIN_CLOSING_CHARS ||
    (block.text.length >= MIN_CLOSING_SENTENCE_CHARS && SENTENCE_END.test(block.text))
  );
}

const CLOSING_STRUCTURE = 'pre, code, li, dd';
const COPYRIGHT = /©|\(c\) \d{4}|all rights reserved/i;

/**
 * What follows the article's last paragraph of prose inside its container is furniture: a
 * "more on this" heading and its links, tag and share lines, a copyright line. Position and
 * shape decide (headings, link-rich and short lines after the prose), not the words.
 */
function withoutTrailingFurniture(blocks: TextBlock[]): TextBlock[] {
  let end = blocks.length;
  while (end > 1 && !closingProse(blocks[end - 1]!)) end -= 1;
  if (end <= 1) return blocks;
  const lastProse = blocks[end - 1]!.owner;
  while (end < blocks.length && signOff(blocks[end]!, lastProse)) end += 1;
  return blocks.slice(0, end);
}

/**
 * A short paragraph without links right beside the article's last one, in the same parent
 * ("Best wishes, Anna", "Source: the ministry"): the article's sign-off, not furniture after it.
 */
function signOff(block: TextBlock, lastProse: DomElement): boolean {
  if (block.heading || block.linkChars > 0 || COPYRIGHT.test(block.text)) return false;
  const owner = block.owner;
  return owner.nodeName.toUpperCase() === 'P' && owner.parentNode === lastProse.parentNode;
}

/**
 * The title of a section that closes an article without being part of it: the author's or
 * reviewer's box, a disclaimer, other stories (in the languages of the pages saved most).
 */
const CLOSING_SECTION_TITLE =
  /^(?:about the (?:author|reviewer|writer)s?|author bio|you (?:might|may) also (?:like|enjoy|be interested in)|related (?:articles|posts|stories)|more (?:from|stories from|articles from) .{1,40}|read next|disclaimer|share this (?:article|post|story)|über (?:den autor|die autorin)|zum autor|das könnte sie auch interessieren|weitere artikel|lesen sie auch|à propos de l['’]auteur|à lire aussi|lire aussi|sobre el autor|artículos relacionados|te puede interesar|leia também)\W*$/i;
/** Closing sections together hold at most this share of the text: the article comes first. */
const MAX_CLOSING_SECTIONS_SHARE = 0.4;

/** A heading's rank (1 for h1), or 7 for a block that is no heading element. */
function headingRank(block: TextBlock): number {
  const rank = /^H([1-6])$/.exec(block.owner.nodeName.toUpperCase())?.[1];
  return rank ? Number(rank) : 7;
}

/**
 * The sections titled as closing ones (a heading, or a short label line) within the text's last
 * part, each up to the next heading of its rank or higher: the author's box, the disclaimer,
 * "You might also like" and its teasers.
 */
function withoutClosingSections(blocks: TextBlock[]): TextBlock[] {
  const total = blocks.reduce((sum, block) => sum + block.text.length, 0);
  const dropped = new Set<number>();
  let tail = 0;
  let sectionEnd = blocks.length;
  for (let index = blocks.length - 1; index > 0; index -= 1) {
    const block = blocks[index]!;
    tail += block.text.length;
    if (tail > total * MAX_CLOSING_SECTIONS_SHARE) break;
    const title = block.heading || (block.text.length <= MAX_LABEL_CHARS && block.linkChars === 0);
    if (!title || !CLOSING_SECTION_TITLE.test(block.text.trim())) continue;
    const rank = headingRank(block);
    let end = index + 1;
    while (end < sectionEnd && (rank === 7 || headingRank(blocks[end]!) > rank)) end += 1;
    for (let inSection = index; inSection < end; inSection += 1) dropped.add(inSection);
    sectionEnd = index;
  }
  return dropped.size ? blocks.filter((_, index) => !dropped.has(index)) : blocks;
}

/** A label this short ("Auch interessant:", "More on this") introduces what follows it. */
const MAX_LABEL_CHARS = 60;

/**
 * A short heading or label line whose next block is a list of links that was left out ("Also
 * interesting:" over links to other stories): it titles the furniture, not the article.
 */
function linkListLabel(blocks: TextBlock[], chosen: boolean[], index: number): boolean {
  const block = blocks[index]!;
  const next = blocks[index + 1];
  if (!next || chosen[index + 1] || !linkBlock(next)) return false;
  if (block.text.length > MAX_LABEL_CHARS || block.linkChars > 0) return false;
  if (block.owner.closest('li, dd, td, th')) return false;
  return block.heading || block.text.endsWith(':') || !SENTENCE_END.test(block.text);
}

/** Elements that hold text of their own; any other (div, span...) holding a few words is a widget. */
const TEXT_ELEMENTS =
  'p, h1, h2, h3, h4, h5, h6, li, dt, dd, td, th, pre, code, blockquote, figcaption, address, caption, label, summary';
/** Words of a button, a counter or a category label ("Pin it", "Loading", "12 comments"). */
const MAX_WIDGET_WORDS = 3;
/** The prose a section label heads is at least a sentence of this length. */
const MIN_SECTION_PROSE_CHARS = 80;

/**
 * A few words straight in a layout element, not in a paragraph, heading, list or table: the
 * label of a button, a counter, a category or a credit, which the classifier found no prose in.
 */
function widgetLabel(block: TextBlock): boolean {
  if (block.heading || block.text.split(/\s+/).length > MAX_WIDGET_WORDS) return false;
  return !block.owner.closest(TEXT_ELEMENTS);
}

/**
 * A few words that open a layout element whose next block is its prose, or its list when they
 * end in a colon: the heading of a step or section set in a <span> ("Step 1", "What you'll
 * need:"), not a button. One word alone is a control's label ("close") or a script's marker.
 */
function sectionLabel(blocks: TextBlock[], classes: string[], index: number): boolean {
  const block = blocks[index]!;
  const next = blocks[index + 1];
  if (!next || next.heading || block.text.split(/\s+/).length < 2) return false;
  if (block.owner === next.owner || !inside(next.owner, block.owner)) return false;
  const previous = blocks[index - 1];
  if (previous && inside(previous.owner, block.owner)) return false;
  if (block.text.endsWith(':') && next.owner.tagName === 'LI') return true;
  return (
    classes[index + 1] === 'good' &&
    next.text.length >= MIN_SECTION_PROSE_CHARS &&
    SENTENCE_END.test(next.text)
  );
}

/**
 * The page's main text. Page furniture (scripts, navigation, hidden parts) is removed, the rest
 * is split into text blocks that are classified as content or boilerplate (`block-classifier.ts`),
 * and the content blocks inside the element that holds most of them are kept, in order. Pages with
 * too little prose fall back to the largest <article>, <main> or paragraph block. Mutates
 * `document` (removes noise); call it last.
 */
export function extractMainText(document: DomDocument): string | null {
  // Read before the noise pass takes the controls and the JSON-LD scripts out.
  const withEntries = entryForms(document);
  const sections = { productPage: isProductPage(document) };
  const noise = noiseElements(document);
  placeStreamedSegments(noise);
  // An app's empty shell with the page itself in a <noscript>: that view is read as the page.
  openScriptlessView(
    document,
    noise.filter((element) => element.tagName.toLowerCase() === 'noscript'),
  );
  for (const element of noise) element.remove();
  for (const element of layoutFurniture(document)) element.remove();
  // The site's header, unless a broken page left the content inside it (an unclosed <header>).
  for (const banner of all(document, '[role="banner"]')) {
    if (!banner.querySelector('main, article, [role="main"], [role="article"]')) banner.remove();
  }
  // A short caption is a picture's credit or label, not the article's prose.
  for (const caption of all(document, 'figcaption')) {
    if ((caption.textContent ?? '').trim().length < MAX_CREDIT_CHARS) caption.remove();
  }
  for (const form of all(document, 'form')) if (furnitureForm(form, withEntries)) form.remove();
  const root = document.body ?? document.documentElement;
  if (!root) return null;
  // Consent banners and the site's footer, however much of the page's prose they hold.
  for (const banner of pageBanners(root)) banner.remove();
  for (const element of identifierElements(root)) element.remove();
  const blocks = textBlocks(root);
  const classes = classifyBlocks(blocks);
  const good = blocks.filter((_, index) => classes[index] === 'good');
  const goodChars = good.reduce((sum, block) => sum + block.text.length, 0);
  if (goodChars < MIN_CLASSIFIED_CHARS) {
    // Too little prose to classify: the furniture sections go by their names and size alone.
    for (const section of besideSections(root, blocks, sections)) (section as DomElement).remove();
    const text = containerText(document);
    return text ? truncate(text) : null;
  }
  // Comments, related posts, share bars and galleries beside the article are not its text.
  const beside = besideSections(root, good, sections);
  const kept = beside.size ? blocks.map((block) => !within(block.owner, beside)) : null;
  const placed = withoutTeasers(kept ? good.filter((block) => !within(block.owner, beside)) : good);
  const container = repeatedPosts(
    widen(contentContainer(root, placed), root, placed.length),
    root,
    kept ? blocks.filter((_, index) => kept[index]) : blocks,
  );
  // Inside the content's container, short and link-rich blocks are content too (list items,
  // captions, code, link lists of a documentation page), unless they are mostly links outside
  // the article's prose and its data tables.
  const chosen = blocks.map<boolean>(
    (block, index) =>
      inside(block.owner, container) &&
      (!kept || kept[index] === true) &&
      !crossReference(block) &&
      (classes[index] === 'good' ||
        !linkBlock(block) ||
        inlineLinkParagraph(blocks, index) ||
        dataTableCell(block) ||
        definitionTerm(block) ||
        linkItemOfTextList(block) ||
        linkedSectionHeading(blocks, classes, index) ||
        citedAddress(block)),
  );
  const selected = blocks.filter(
    (block, index) =>
      chosen[index] &&
      !linkListLabel(blocks, chosen, index) &&
      (classes[index] === 'good' || !widgetLabel(block) || sectionLabel(blocks, classes, index)) &&
      !chartLabel(blocks, index),
  );
  const lead = leadBlocks(blocks, classes, container, root).filter(
    (block) => !kept || !within(block.owner, beside),
  );
  const text = joinBlocks(
    [...lead, ...withoutClosingSections(withoutTrailingFurniture(selected))],
    blocks,
  );
  return text ? truncate(text) : null;
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;

/** Minutes at 200 words a minute; CJK scripts, written without spaces, count two characters a word. */
export function readingMinutes(text: string | null): number | null {
  if (!text) return null;
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').split(/\s+/).filter(Boolean).length + cjk / 2;
  return words > 0 ? Math.max(1, Math.round(words / WORDS_PER_MINUTE)) : null;
}
