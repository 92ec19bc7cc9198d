import { type DomElement, type DomNode, ELEMENT_NODE, inside } from './dom.js';
import type { TextBlock } from './text-blocks.js';

/** A post holds at least this much text outside links. */
const MIN_POST_CHARS = 100;
/** ...and this share of the container's: a teaser's summary beside an article is shorter. */
const MIN_POST_SHARE = 0.25;

/** The element's tag and class: how the parts of a repeated structure are known. */
function shape(element: DomElement): string | null {
  const names = (element.getAttribute('class') ?? '').trim().replace(/\s+/g, ' ');
  return names ? `${element.nodeName} ${names}` : null;
}

function commonAncestor(a: DomNode, b: DomNode): DomNode | null {
  const chain = new Set<DomNode>();
  for (let node: DomNode | null = a; node; node = node.parentNode) chain.add(node);
  for (let node: DomNode | null = b; node; node = node.parentNode) if (chain.has(node)) return node;
  return null;
}

/**
 * A thread's posts or a page's items are elements of one shape (tag and class) each holding
 * content: when the content's container is one of them (the accepted answer of a question), the
 * others are content too, and the container widens to the element holding them all.
 */
export function repeatedPosts(
  container: DomElement,
  root: DomElement,
  blocks: TextBlock[],
): DomElement {
  const key = shape(container);
  if (!key) return container;
  const text = new Map<DomNode, number>();
  for (const block of blocks) {
    if (inside(block.owner, container) || block.linkChars > block.text.length / 2) continue;
    for (let node: DomNode | null = block.owner; node && node !== root; node = node.parentNode) {
      if (node.nodeType === ELEMENT_NODE && shape(node as DomElement) === key) {
        text.set(node, (text.get(node) ?? 0) + block.text.length);
        break;
      }
    }
  }
  const own = blocks.reduce(
    (sum, block) => sum + (inside(block.owner, container) ? block.text.length : 0),
    0,
  );
  const least = Math.max(MIN_POST_CHARS, own * MIN_POST_SHARE);
  let widened: DomNode = container;
  for (const [post, chars] of text)
    if (chars >= least) widened = commonAncestor(widened, post) ?? widened;
  return widened as DomElement;
}
