import { all, type DomElement, type DomNode, inside } from './dom.js';
import { MIN_ARTICLE_CHARS, type TextBlock } from './text-blocks.js';

/**
 * Class or id of a section beside the article: comments (WordPress, Drupal, Disqus and most
 * themes), related posts, share bars and photo galleries (their captions are stories of their
 * own, not the article's text).
 */
const BESIDE =
  /^(?:[a-z]+[-_])?(?:comments|comment[-_]?(?:list|area|section|wrapper|thread|s[-_]area)|related(?:[-_]?(?:posts|articles|stories|content|links))?|relatedposts|share|sharing|social[-_]?share|sharedaddy)$|^(?:respond|disqus_thread)$/i;
const GALLERY = /^(?:[a-z]+[-_])?(?:gallery|slideshow)$/i;
/** A gallery shows several pictures; a "gallery" block with one is a text beside a picture. */
const MIN_GALLERY_ITEMS = 3;
/** A section holding more than this share of the content's characters is the content itself... */
const MAX_BESIDE_SHARE = 0.5;

function isNamed(element: DomElement): boolean {
  const names = `${element.getAttribute('id') ?? ''} ${element.getAttribute('class') ?? ''}`.split(
    /\s+/,
  );
  if (names.some((name) => BESIDE.test(name))) return true;
  return (
    names.some((name) => GALLERY.test(name)) &&
    all(element, 'img, li, figure').length >= MIN_GALLERY_ITEMS
  );
}

/**
 * The outermost sections beside the article: named so by class or id, and not the content
 * itself (a thread whose posts are its comments, a photo essay that is one gallery). A section
 * inside one that is the content is part of it (the replies of a thread).
 */
export function besideSections(root: DomElement, good: TextBlock[]): Set<DomNode> {
  const goodChars = good.reduce((sum, block) => sum + block.text.length, 0);
  const sections = new Set<DomNode>();
  const named: DomElement[] = [];
  // Document order: an enclosing section comes first.
  for (const element of all(root, '[id], [class]')) {
    if (!isNamed(element) || named.some((outer) => inside(element, outer))) continue;
    named.push(element);
    const chars = good.reduce(
      (sum, block) => sum + (inside(block.owner, element) ? block.text.length : 0),
      0,
    );
    // ...unless the content outside it is an article on its own (under a long comment thread).
    if (chars <= goodChars * MAX_BESIDE_SHARE || goodChars - chars >= MIN_ARTICLE_CHARS)
      sections.add(element);
  }
  return sections;
}

/** Whether `node` is one of `elements` or inside one. */
export function within(node: DomNode, elements: Set<DomNode>): boolean {
  for (let current: DomNode | null = node; current; current = current.parentNode)
    if (elements.has(current)) return true;
  return false;
}
