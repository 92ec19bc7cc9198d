import { all, type DomElement, type DomNode, inside } from './dom.js';
import { MIN_ARTICLE_CHARS, type TextBlock } from './text-blocks.js';

/**
 * Class or id of a section beside the article: comments (WordPress, Drupal, Disqus and most
 * themes; also named in German), related posts, share bars and photo galleries (their captions
 * are stories of their own, not the article's text).
 */
const BESIDE =
  /^(?:[a-z]+[-_])?(?:comments|kommentare|comment[-_]?(?:list|area|section|wrapper|thread|s[-_]area)|kommentar[-_]?(?:modul|liste|bereich)|related(?:[-_]?(?:posts?|articles?|stories|story|content|links))?|relatedposts|share|sharing|social[-_]?share|sharedaddy)$|^(?:respond|disqus_thread)$/i;
const GALLERY = /^(?:[a-z]+[-_])?(?:gallery|slideshow)$/i;
/** A gallery shows several pictures; a "gallery" block with one is a text beside a picture. */
const MIN_GALLERY_ITEMS = 3;
/** A section holding more than this share of the content's characters is the content itself... */
const MAX_BESIDE_SHARE = 0.5;
/**
 * ...and furniture sections holding this much of it that leave less than MIN_LEFT_CHARS are
 * the content's parts (a page built of "widgets" or "panels"), not what stands beside it.
 */
const MIN_WIDGET_CONTENT_CHARS = 1_000;
const MIN_LEFT_CHARS = 250;

/**
 * Parts of a name (class or id, split at `-`, `_` and case changes) that mark page furniture:
 * sign-in and account boxes, cookie and consent banners, newsletter and subscription boxes,
 * share bars, lists of other stories, comment forms, tag and category lists, bylines and date
 * lines, advertising, paywall teasers. A name made of such a part and generic words
 * ("newsletter-box", "articleTags") counts; one that also names the content does not.
 */
const FURNITURE_PART =
  /^(?:related|relatedposts|recommended|recommendations?|popular|mostread|trending|newsletters?|subscribe|subscription|signup|login|signin|account|cookies?|consent|gdpr|share|sharing|sharebar|social|sociable|shariff|sharedaddy|breadcrumbs?|tags?|tagcloud|tagged|categories|byline|dateline|author|authors|bio|meta|postmeta|entrymeta|advert|advertisement|ads?|sponsored|promo|teaser|teasers|outbrain|taboola|paywall|premium|widget|widgets|sidebar|pagination|pager|prevnext|navigation|nav|navbar|menu|footer|masthead|banner|toolbar|rating|ratings|print|copyright|disclaimer|credits?|postmetadata|entryfooter|postfooter|metadata|factbox|donation|affiliate|buybox)$/i;
/**
 * Furniture words that name the furniture whatever follows them ("related-coverage",
 * "newsletter-signup"); the rest (meta, print, nav...) also lead names of the content's parts.
 */
const LEADING_FURNITURE_PART =
  /^(?:related|relatedposts|recommended|recommendations?|popular|mostread|trending|newsletters?|subscribe|subscription|signup|login|signin|cookies?|consent|gdpr|sharebar|sharing|shariff|sharedaddy|outbrain|taboola|paywall|breadcrumbs?|tagcloud|advert|advertisement|sponsored)$/i;
/** Parts that say the element is (or holds) the content itself. */
const CONTENT_PART =
  /^(?:content|body|text|article|post|entry|story|main|page|single|guidelines?)$/i;
/** Parts that describe a page's state, not its content ("has-sidebar", "no-comments"). */
const STATE_PART = /^(?:has|no|not|is|with|logged)$/i;
/**
 * Parts that, ending a name after a word for the content, name what sits around the article's
 * text rather than the text ("entry-footer", "post-meta", "article-tags", "post-author-box",
 * "articleSidebar"),
 * or a box set into it ("article-factbox", "entry-textbox"). A callout or a disclosure widget
 * named so is the content's own on product and documentation pages, so neither counts.
 */
const TRAILING_FURNITURE_PART =
  /^(?:footer|meta|metadata|postmetadata|utility|utilities|byline|tags|author|bio|share|sharing|related|factbox|textbox|donation|newsletter|subscribe|subscription|signup|sidebar)$/i;
const INLINE_BOX_PART = /^(?:textbox|teaser)$/i;
/** Parts that only say what shape the furniture has ("share-buttons", "related-list"). */
const SHAPE_PART =
  /^(?:box|list|wrap|wrapper|area|block|container|section|links?|bar|inner|outer|module|holder|panel|form|title|heading|items?|top|bottom|icons?|buttons?|group|widget|teaser|cta|overlay|modal|popup|layer|banner|placeholder|\d+)$/i;
/** Elements that hold a whole page or article: their classes describe it, not furniture. */
const PAGE_ELEMENTS = new Set(['HTML', 'BODY', 'MAIN', 'ARTICLE']);

/**
 * The hash a CSS-modules build appends to a class name ("RelatedCoverage-container-3AnSP",
 * "ArticleBody-para-TD_9x"): a last part of five or six letters and digits holding a digit.
 */
const BUILD_HASH = /[-_]+(?=[A-Za-z0-9_]{5,6}$)(?=[A-Za-z_]*\d)[A-Za-z0-9_]+$/;

function nameParts(name: string): string[] {
  return name
    .replace(BUILD_HASH, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[-_\s]+/)
    .filter(Boolean);
}

function furnitureName(name: string): boolean {
  const parts = nameParts(name);
  if (!parts.length || parts.some((part) => STATE_PART.test(part))) return false;
  let last = parts.length - 1;
  while (last > 0 && SHAPE_PART.test(parts[last]!)) last -= 1;
  // A box set inline into the text ("inline-textbox", "inlineTeaser"): another story's teaser or
  // a note beside the text; a text box alone may be the content's own (a product's feature).
  if (parts.includes('inline') && INLINE_BOX_PART.test(parts[last]!)) return true;
  if (parts.some((part) => CONTENT_PART.test(part)))
    return last > 0 && TRAILING_FURNITURE_PART.test(parts[last]!);
  // The furniture word leads the name ("RelatedCoverage", "popular-stories") or ends it before
  // shape words only.
  return LEADING_FURNITURE_PART.test(parts[0]!) || FURNITURE_PART.test(parts[last]!);
}

const MAX_JUDGED_NAMES = 50_000;

/** Class names recur within a page and across pages ("item", "link"): each is judged once. */
function judgedOnce(judge: (name: string) => boolean): (name: string) => boolean {
  const judged = new Map<string, boolean>();
  return (name) => {
    let verdict = judged.get(name);
    if (verdict === undefined) {
      if (judged.size >= MAX_JUDGED_NAMES) judged.clear();
      verdict = judge(name);
      judged.set(name, verdict);
    }
    return verdict;
  };
}

const isFurnitureName = judgedOnce(furnitureName);

/**
 * The customers' reviews of a product ("product-reviews", "review-list", "individual-review"):
 * on a product's page they stand beside the product as comments stand beside an article.
 * Elsewhere a "reviews" part names the content too often (a review site's own reviews, a
 * directory's rated entries).
 */
function reviewsName(name: string): boolean {
  const parts = nameParts(name);
  if (!parts.length || parts.some((part) => STATE_PART.test(part))) return false;
  let last = parts.length - 1;
  while (last > 0 && SHAPE_PART.test(parts[last]!)) last -= 1;
  return parts[last] === 'reviews' || parts[last] === 'review';
}

const isReviewsName = judgedOnce(reviewsName);

/** How an element is named: beside the article (comments, galleries) or page furniture. */
function naming(element: DomElement, productPage: boolean): 'beside' | 'furniture' | null {
  const names = `${element.getAttribute('id') ?? ''} ${element.getAttribute('class') ?? ''}`.split(
    /\s+/,
  );
  if (names.some((name) => BESIDE.test(name)) || isGallery(element, names)) return 'beside';
  if (productPage && names.some(isReviewsName)) return 'beside';
  if (!PAGE_ELEMENTS.has(element.nodeName.toUpperCase()) && names.some(isFurnitureName))
    return 'furniture';
  return null;
}

function isGallery(element: DomElement, names: string[]): boolean {
  return (
    names.some((name) => GALLERY.test(name)) &&
    all(element, 'img, li, figure').length >= MIN_GALLERY_ITEMS
  );
}

/**
 * The outermost sections beside the article: named so by class or id, and not the content
 * itself (a thread whose posts are its comments, a photo essay that is one gallery). A section
 * inside one that is the content is part of it (the replies of a thread). On a product's page
 * (`isProductPage`, read before the page's scripts are taken out) its reviews are beside it too.
 */
export function besideSections(
  root: DomElement,
  good: TextBlock[],
  { productPage = false }: { productPage?: boolean } = {},
): Set<DomNode> {
  const goodChars = good.reduce((sum, block) => sum + block.text.length, 0);
  const sections = new Set<DomNode>();
  const named: DomElement[] = [];
  let furnitureChars = 0;
  const furnitureHolding = new Map<DomNode, number>();
  // Document order: an enclosing section comes first.
  for (const element of all(root, '[id], [class]')) {
    const kind = naming(element, productPage);
    if (!kind || named.some((outer) => inside(element, outer))) continue;
    // A section inside a comment thread that is the content is part of it (its replies).
    if (kind === 'beside') named.push(element);
    const chars = good.reduce(
      (sum, block) => sum + (inside(block.owner, element) ? block.text.length : 0),
      0,
    );
    // ...unless the content outside it is an article on its own (under a long comment thread),
    // and the section is not the wrapper of the page's article, which its name describes.
    const articleOutside =
      goodChars - chars >= MIN_ARTICLE_CHARS &&
      (kind === 'beside' || !wrapsArticle(element, good, chars));
    if (chars <= goodChars * MAX_BESIDE_SHARE || articleOutside) {
      sections.add(element);
      if (kind === 'furniture') {
        named.push(element);
        furnitureChars += chars;
        furnitureHolding.set(element, chars);
      }
    }
  }
  // Named like furniture one by one, together most of the content: the page is built of
  // "widgets" or "panels", and they are its content.
  if (furnitureChars >= MIN_WIDGET_CONTENT_CHARS && goodChars - furnitureChars < MIN_LEFT_CHARS) {
    for (const [element, chars] of furnitureHolding) if (chars > 0) sections.delete(element);
  }
  return sections;
}

/** An <article> or <main> holding this share of a section's content makes it the article's wrapper. */
const WRAPPED_ARTICLE_SHARE = 0.9;

/**
 * A section named like furniture ("newsletter-wrapper") around an <article> or <main> that holds
 * nearly all of its content: the name describes the page's article (a newsletter issue), as an
 * <article>'s own class would.
 */
function wrapsArticle(element: DomElement, good: TextBlock[], chars: number): boolean {
  for (const article of all(element, 'article, main, [role="main"]')) {
    const inArticle = good.reduce(
      (sum, block) => sum + (inside(block.owner, article) ? block.text.length : 0),
      0,
    );
    if (inArticle >= chars * WRAPPED_ARTICLE_SHARE) return true;
  }
  return false;
}

/** Whether `node` is one of `elements` or inside one. */
export function within(node: DomNode, elements: Set<DomNode>): boolean {
  for (let current: DomNode | null = node; current; current = current.parentNode)
    if (elements.has(current)) return true;
  return false;
}

/** Parts of a name that only a consent or cookie banner has ("cookie-consent", "gdpr-banner"). */
const CONSENT_PART = /^(?:cookies?|consent|gdpr)$/;
/** A site footer's name: "footer", or it with the site's or page's word ("site-footer", "SiteFooter"). */
const FOOTER_PART = /^footer$/;
const FOOTER_OWNER_PART = /^(?:site|page|global|baseline|main|styled)$/;
/** The suffix styled-components gives a class ("Footer-styled__Footer-sc-d11cfc8d-0"). */
const STYLED_SUFFIX = /-sc-[a-z0-9]{6,}-\d+$/i;
/** A banner holding more than this is a page wrapper named after its state, not a banner. */
const MAX_BANNER_CHARS = 3_000;

/**
 * Consent banners and the site's footer, by their class or id: never the page's text, however
 * little else the page has (a product page of prices and buttons beside a paragraph of cookie
 * policy). A name that also names the content ("article-footer") is the article's own.
 */
export function pageBanners(root: DomElement): DomElement[] {
  const banners: DomElement[] = [];
  for (const element of all(root, '[id], [class]')) {
    if (PAGE_ELEMENTS.has(element.nodeName.toUpperCase())) continue;
    const names = `${element.getAttribute('id') ?? ''} ${element.getAttribute('class') ?? ''}`;
    if (!names.split(/\s+/).some(isBannerName)) continue;
    if (banners.some((outer) => inside(element, outer))) continue;
    if (element.querySelector('main, article, [role="main"], h1')) continue;
    if ((element.textContent ?? '').length > MAX_BANNER_CHARS) continue;
    banners.push(element);
  }
  return banners;
}

const isBannerName = judgedOnce(bannerName);

function bannerName(name: string): boolean {
  const parts = nameParts(name);
  if (!parts.length || parts.some((part) => STATE_PART.test(part) || CONTENT_PART.test(part)))
    return false;
  if (parts.some((part) => CONSENT_PART.test(part))) return true;
  const named = nameParts(name.replace(STYLED_SUFFIX, ''));
  let last = named.length - 1;
  while (last > 0 && SHAPE_PART.test(named[last]!)) last -= 1;
  return (
    FOOTER_PART.test(named[last] ?? '') &&
    named.slice(0, last).every((part) => FOOTER_OWNER_PART.test(part) || FOOTER_PART.test(part))
  );
}
