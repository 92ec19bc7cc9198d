import { type DomElement, type DomNode, ELEMENT_NODE, TEXT_NODE } from './dom.js';

/** A run of text between block boundaries, with the element that opened it. */
export interface TextBlock {
  text: string;
  /** Characters of the text inside links. */
  linkChars: number;
  /** The nearest block element around the text. */
  owner: DomElement;
  heading: boolean;
  /** The block follows the previous one after a single <br>: the next line of one paragraph. */
  line: boolean;
}

export const BLOCK_TAGS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE BODY BR DD DETAILS DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION SUMMARY TABLE TBODY TD TH THEAD TR UL'.split(
    ' ',
  ),
);
/** Good text of this length is an article on its own (some 350 words). */
export const MIN_ARTICLE_CHARS = 2_000;

const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
/** No heading is this long: one holding more text holds paragraphs too (its tag left unclosed). */
const MAX_HEADING_CHARS = 500;
const PARAGRAPHS = 'p, div, li, blockquote, table';

/** A heading element whose tag the page left open, so the article's paragraphs parsed into it. */
function unclosedHeading(element: DomElement): boolean {
  return (
    (element.textContent ?? '').length > MAX_HEADING_CHARS && !!element.querySelector(PARAGRAPHS)
  );
}

/**
 * Splits `root` into text blocks in document order: every block element (and <br>) ends the
 * current block. Whitespace is collapsed; empty blocks are dropped.
 */
export function textBlocks(root: DomElement): TextBlock[] {
  const blocks: TextBlock[] = [];
  let parts: string[] = [];
  let linkChars = 0;
  let owner: DomElement = root;
  let heading = false;
  // Whether the last boundary was one <br> after text, and whether the open block began there.
  let afterBreak = false;
  let line = false;
  let started = false;

  const flush = (): boolean => {
    const text = parts.join('').replace(/\s+/g, ' ').trim();
    if (text)
      blocks.push({ text, linkChars: Math.min(linkChars, text.length), owner, heading, line });
    parts = [];
    linkChars = 0;
    line = false;
    started = false;
    return text !== '';
  };

  const walk = (node: DomNode, inLink: boolean, currentOwner: DomElement, inHeading: boolean) => {
    if (node.nodeType === TEXT_NODE) {
      const value = node.textContent ?? '';
      if (!parts.length) {
        owner = currentOwner;
        heading = inHeading;
      }
      if (!started && value.trim()) {
        started = true;
        line = afterBreak;
      }
      parts.push(value);
      if (inLink) linkChars += value.replace(/\s+/g, ' ').length;
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const name = node.nodeName.toUpperCase();
    const block = BLOCK_TAGS.has(name);
    if (block) afterBreak = flush() && name === 'BR';
    const element = node as DomElement;
    // A heading's link to its own anchor (`#section`) is a permalink, not navigation.
    const anchor =
      name === 'A' && inHeading && (element.getAttribute('href') ?? '').startsWith('#');
    const link = inLink || (name === 'A' && !anchor);
    const nextOwner = block ? element : currentOwner;
    const nextHeading = inHeading || (HEADINGS.has(name) && !unclosedHeading(element));
    for (const child of Array.from(node.childNodes)) walk(child, link, nextOwner, nextHeading);
    if (block && name !== 'BR') {
      flush();
      afterBreak = false;
    }
  };
  walk(root, false, root, false);
  flush();
  return blocks;
}

/**
 * The blocks' texts as paragraphs; a block that is the next line of the one before it (after a
 * single <br>, as a paragraph written with line breaks is) continues its paragraph.
 */
export function joinBlocks(chosen: TextBlock[], blocks: TextBlock[]): string {
  const order = new Map(blocks.map((block, index) => [block, index]));
  return chosen
    .map((block, index) => {
      const previous = chosen[index - 1];
      if (!previous) return block.text;
      const nextLine =
        block.line &&
        previous.owner === block.owner &&
        order.get(block) === (order.get(previous) ?? -2) + 1;
      return `${nextLine ? '\n' : '\n\n'}${block.text}`;
    })
    .join('');
}
