import { type DomElement, type DomNode, inside } from './dom.js';

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
