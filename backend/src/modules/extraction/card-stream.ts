import { type DomElement, type DomNode, ELEMENT_NODE, inside } from './dom.js';

/** Fewer <article> cards than this and the page is no stream of them. */
const MIN_CARDS = 3;
/** Cards of one stream are of a size: the largest holds at most this many times the median. */
const MAX_CARD_SIZE_RATIO = 2;

export interface SizedElement {
  element: DomElement;
  /** Characters of the element's text. */
  chars: number;
}

function withinArticle(element: DomElement): boolean {
  for (let node = element.parentNode; node; node = node.parentNode)
    if (node.nodeName.toUpperCase() === 'ARTICLE') return true;
  return false;
}

function commonAncestor(elements: DomElement[]): DomNode | null {
  let ancestor: DomNode | null = elements[0]?.parentNode ?? null;
  while (ancestor && !elements.every((element) => inside(element, ancestor!)))
    ancestor = ancestor.parentNode;
  return ancestor;
}

/**
 * The element holding a page's stream of <article> cards (a front page's or a listing's
 * teasers), when its outermost articles are at least MIN_CARDS of like size: then the largest
 * one is a card, not the content, and the stream is what a reader came for. `null` when one
 * article stands out from the rest (an article above a few teasers of other stories).
 */
export function cardStream(articles: SizedElement[]): DomNode | null {
  const outermost = articles.filter(({ element }) => !withinArticle(element));
  if (outermost.length < MIN_CARDS) return null;
  const sizes = outermost.map(({ chars }) => chars).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)]!;
  if (sizes[sizes.length - 1]! > median * MAX_CARD_SIZE_RATIO) return null;
  return commonAncestor(outermost.map(({ element }) => element));
}

/** How far above a block of paragraphs the card holding it may start. */
const MAX_CARD_DEPTH = 6;
/** Cards alike by class may differ more in size than <article>s: one has a longer blurb. */
const MAX_LIKE_CARD_SIZE_RATIO = 3;

function likeSiblings(element: DomElement, parent: DomElement): DomElement[] {
  const name = element.getAttribute('class') ?? '';
  return Array.from(parent.childNodes).filter(
    (child): child is DomElement =>
      child.nodeType === ELEMENT_NODE &&
      child.nodeName === element.nodeName &&
      ((child as DomElement).getAttribute('class') ?? '') === name,
  );
}

/**
 * The list a block of paragraphs is one card of (a listing's product tiles, a topic page's story
 * teasers): the parent of the first of its ancestors, or itself, that is one of MIN_CARDS or more
 * siblings of its tag and class and of like size. `null` when the block stands alone.
 */
export function cardListAround(block: DomElement): DomElement | null {
  let element = block;
  for (let depth = 0; depth < MAX_CARD_DEPTH; depth += 1) {
    const parent = element.parentNode;
    if (!parent || parent.nodeType !== ELEMENT_NODE || parent.nodeName.toUpperCase() === 'BODY')
      return null;
    const cards = likeSiblings(element, parent as DomElement);
    if (cards.length >= MIN_CARDS) {
      const sizes = cards
        .map((card) => (card.textContent ?? '').trim().length)
        .sort((a, b) => a - b);
      const median = sizes[Math.floor(sizes.length / 2)]!;
      if (sizes[sizes.length - 1]! <= median * MAX_LIKE_CARD_SIZE_RATIO)
        return parent as DomElement;
    }
    element = parent as DomElement;
  }
  return null;
}
