import type { BlockClass } from './block-classifier.js';
import { type DomElement, type DomNode, inside } from './dom.js';
import { linkBlock } from './link-blocks.js';
import type { TextBlock } from './text-blocks.js';

/** The title stands at most this many blocks before the content (kicker, lead, byline, date). */
const MAX_LEAD_BLOCKS = 10;
/** Prose the classifier doubted is a lead when this long with few links. */
const MIN_LEAD_CHARS = 100;
const MAX_LEAD_LINK_SHARE = 0.2;
/** Elements that hold an article (a page's site header stands outside them). */
const ARTICLE = 'article, main, [role="main"], [role="article"], #main, #content, #article';

function ancestors(node: DomNode): Set<DomNode> {
  const chain = new Set<DomNode>();
  for (let current: DomNode | null = node; current; current = current.parentNode)
    chain.add(current);
  return chain;
}

function commonAncestor(a: DomNode, b: DomNode): DomNode | null {
  const chain = ancestors(a);
  for (let current: DomNode | null = b; current; current = current.parentNode)
    if (chain.has(current)) return current;
  return null;
}

/**
 * Between the title and the body also stand the lead picture's caption and credit and the
 * byline and date line: known by their elements (figure, caption, time) and by names for them.
 */
const NOT_LEAD =
  'figure, figcaption, picture, address, [class*="caption" i], [class*="credit" i], [class*="byline" i], [class*="author" i], [class*="date" i], [class*="meta" i], [class*="signature" i]';

/** A subheading this long under the title is a sentence: the article's deck, not a section title. */
const MIN_DECK_CHARS = 80;

/** The deck (dek) some pages set as an <h2> under the title: the standfirst as a heading. */
function deck(block: TextBlock): boolean {
  if (block.owner.closest('h1') || block.owner.closest(NOT_LEAD)) return false;
  return block.linkChars === 0 && block.text.length >= MIN_DECK_CHARS;
}

function leadProse(block: TextBlock, kind: BlockClass | undefined): boolean {
  if (linkBlock(block)) return false;
  if (block.heading) return deck(block);
  if (block.owner.closest(NOT_LEAD) || block.owner.querySelector('time, img')) return false;
  if (kind === 'good') return true;
  return (
    block.text.length >= MIN_LEAD_CHARS &&
    block.linkChars <= block.text.length * MAX_LEAD_LINK_SHARE
  );
}

/**
 * The article's lead (standfirst): prose set between its title and the element holding its
 * body, usually in the article's header, so outside the content's container. Found by position:
 * the <h1> a few blocks before the container, in the same article as the container (their
 * nearest common element is inside an article's element); what lies between them and reads as
 * prose.
 */
export function leadBlocks(
  blocks: TextBlock[],
  classes: BlockClass[],
  container: DomElement,
  root: DomElement,
): TextBlock[] {
  const first = blocks.findIndex((block) => inside(block.owner, container));
  if (first <= 0) return [];
  let title = -1;
  for (let index = first - 1; index >= 0 && index >= first - 1 - MAX_LEAD_BLOCKS; index -= 1) {
    const block = blocks[index]!;
    if (block.heading && block.owner.closest('h1')) {
      title = index;
      break;
    }
  }
  if (title < 0) return [];
  const common = commonAncestor(blocks[title]!.owner, container);
  if (!common || common === root || !(common as DomElement).closest(ARTICLE)) return [];
  const lead: TextBlock[] = [];
  for (let index = title + 1; index < first; index += 1)
    if (leadProse(blocks[index]!, classes[index])) lead.push(blocks[index]!);
  return lead;
}
