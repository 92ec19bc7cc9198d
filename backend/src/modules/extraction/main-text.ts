import {
  all,
  type DomDocument,
  type DomElement,
  type DomNode,
  ELEMENT_NODE,
  TEXT_NODE,
} from './dom.js';

export const MAX_TEXT_CHARS = 100_000;
const WORDS_PER_MINUTE = 200;

// Never part of the readable text: code, hidden content and page furniture.
const NOISE = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'form',
  'button',
  'select',
  'dialog',
  'nav',
  'footer',
  'aside',
  '[hidden]',
  '[role="navigation"]',
  '[role="complementary"]',
  '[role="contentinfo"]',
  '[aria-hidden="true"]',
  '[style*="display:none" i]',
  '[style*="display: none" i]',
  '[style*="visibility:hidden" i]',
  '[style*="visibility: hidden" i]',
].join(',');

const BLOCK_TAGS = new Set(
  'ADDRESS ARTICLE BLOCKQUOTE BR DD DIV DL DT FIGCAPTION FIGURE H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN OL P PRE SECTION TABLE TD TH TR UL'.split(
    ' ',
  ),
);
// An <article> or <main> shorter than this is a teaser card, not the content.
const MIN_CONTAINER_CHARS = 200;

function collectText(node: DomNode, parts: string[]): void {
  if (node.nodeType === TEXT_NODE) {
    // Newlines in the source are layout, not structure: only block elements break lines.
    parts.push((node.textContent ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
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
    .split(/\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

function largest(elements: DomElement[]): { element: DomElement; text: string } | null {
  let best: { element: DomElement; text: string } | null = null;
  for (const element of elements) {
    const text = blockText(element);
    if (!best || text.length > best.text.length) best = { element, text };
  }
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

/**
 * The page's main text: the largest <article>, else <main>, else the element with the most
 * paragraph text, else the body. Mutates `document` (removes noise); call it last.
 */
export function extractMainText(document: DomDocument): string | null {
  for (const element of all(document, NOISE)) element.remove();
  const article = largest(all(document, 'article'));
  if (article && article.text.length >= MIN_CONTAINER_CHARS) return truncate(article.text);
  const main = largest(all(document, 'main, [role="main"]'));
  if (main && main.text.length >= MIN_CONTAINER_CHARS) return truncate(main.text);
  const root = paragraphBlock(document) ?? document.body ?? document.documentElement;
  const text = root ? blockText(root) : '';
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
