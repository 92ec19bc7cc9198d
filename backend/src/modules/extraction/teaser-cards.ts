import { all, type DomElement, type DomNode, ELEMENT_NODE, inside } from './dom.js';
import { MIN_ARTICLE_CHARS, type TextBlock } from './text-blocks.js';

/** Items of a list of teasers: list items or <article> cards. */
const CARD = new Set(['LI', 'ARTICLE']);
/** A headline that links to the story: a link in a heading, or a heading in a link. */
const HEADLINE_LINK = 'h1 a[href], h2 a[href], h3 a[href], h4 a[href], a[href] h2, a[href] h3';
/** Fewer cards than this side by side and it is not a stream of teasers. */
const MIN_CARDS = 3;

function card(block: TextBlock): DomElement | null {
  for (let node: DomNode | null = block.owner; node; node = node.parentNode) {
    if (node.nodeType !== ELEMENT_NODE) return null;
    if (CARD.has(node.nodeName.toUpperCase())) return node as DomElement;
  }
  return null;
}

/**
 * Good blocks that are the summaries of teaser cards: each in a list item or <article> with a
 * linked headline of its own, with at least MIN_CARDS such cards side by side (a "more stories"
 * stream, a front page). Their prose reads as content but is other pages' text.
 */
export function teaserBlocks(good: TextBlock[]): Set<TextBlock> {
  const cards = new Map<TextBlock, DomElement>();
  const cardsPerList = new Map<DomNode, Set<DomElement>>();
  // Looked up once per card: a long <article> holds many good blocks.
  const headlines = new Map<DomElement, DomElement[]>();
  const hasHeadline = (element: DomElement, block: TextBlock) => {
    let found = headlines.get(element);
    if (!found) headlines.set(element, (found = all(element, HEADLINE_LINK)));
    return found.some((headline) => !inside(block.owner, headline));
  };
  for (const block of good) {
    const element = card(block);
    const list = element?.parentNode;
    if (!element || !list || !hasHeadline(element, block)) continue;
    cards.set(block, element);
    const siblings = cardsPerList.get(list) ?? new Set<DomElement>();
    siblings.add(element);
    cardsPerList.set(list, siblings);
  }
  const teasers = new Set<TextBlock>();
  for (const [block, element] of cards) {
    if ((cardsPerList.get(element.parentNode!)?.size ?? 0) >= MIN_CARDS) teasers.add(block);
  }
  return teasers;
}

/**
 * The good blocks that place the content's container: a stream of teasers beside an article
 * (more stories under it) can outweigh the article, so it is left out when the rest is long
 * enough to be an article; a page that is only teasers (a front page) keeps them.
 */
export function withoutTeasers(good: TextBlock[]): TextBlock[] {
  const teasers = teaserBlocks(good);
  if (!teasers.size) return good;
  const rest = good.filter((block) => !teasers.has(block));
  const chars = rest.reduce((sum, block) => sum + block.text.length, 0);
  return chars >= MIN_ARTICLE_CHARS ? rest : good;
}
