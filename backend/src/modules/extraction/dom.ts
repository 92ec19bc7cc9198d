import { parseHTML } from 'linkedom';

// linkedom's typings resolve to `any` without the DOM lib; these are the parts we use.
export interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<DomNode>;
  readonly parentNode: DomNode | null;
  readonly nextSibling: DomNode | null;
}

export interface DomElement extends DomNode {
  readonly tagName: string;
  innerHTML: string;
  readonly firstChild: DomNode | null;
  readonly firstElementChild: DomElement | null;
  readonly nextElementSibling: DomElement | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  closest(selector: string): DomElement | null;
  remove(): void;
  replaceWith(...nodes: DomNode[]): void;
  append(...nodes: DomNode[]): void;
}

export interface DomDocument {
  readonly documentElement: DomElement | null;
  readonly body: DomElement | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  createElement(tagName: string): DomElement;
}

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const COMMENT_NODE = 8;

const CDATA_OPEN = '<![CDATA[';
/** Where `<![CDATA[` is text or a real section (raw text, SVG, MathML, comments), or else one. */
const CDATA_IN_CONTENT =
  /<(script|style|svg|math|textarea|title)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<!\[CDATA\[([^>]*)>/gi;

/** Whether some `<![CDATA[` is not a script's commented-out marker (`//<![CDATA[`). */
function uncommentedCdata(html: string): boolean {
  for (let at = html.indexOf(CDATA_OPEN); at !== -1; at = html.indexOf(CDATA_OPEN, at + 1)) {
    const before = html.slice(Math.max(0, at - 8), at).trimEnd();
    if (!before.endsWith('//') && !before.endsWith('/*')) return true;
  }
  return false;
}

/**
 * `<![CDATA[` in a page's content as a browser reads it: a comment that ends at the next `>`
 * (HTML's bogus comment). linkedom's parser reads a comment that runs to `]]>`, or to the end of
 * the page when none follows, and a page that prints one after `<body>` lost all its text.
 */
export function withBrowserCdata(html: string): string {
  if (!uncommentedCdata(html)) return html;
  return html.replace(CDATA_IN_CONTENT, (match, _raw, inside: string | undefined) =>
    inside === undefined ? match : `<!--[CDATA[${inside}-->`,
  );
}

/** Where the first `<html>` start tag at or after `from` opens (lower or upper case), or -1. */
function htmlStartTag(html: string, from: number): number {
  let found = -1;
  for (const opening of ['<html', '<HTML']) {
    for (let at = html.indexOf(opening, from); at !== -1; at = html.indexOf(opening, at + 1)) {
      const next = html.charAt(at + opening.length);
      if (next === '>' || /\s/.test(next)) {
        if (found === -1 || at < found) found = at;
        break;
      }
    }
  }
  return found;
}

/** The page's prologue up to its `<head>` or `<body>`, read tag by tag, comments skipped. */
const PROLOGUE_PART = /<!--[\s\S]*?-->|<html(?=[\s>])[^>]*>|<(?:head|body)(?=[\s>])/gi;

/**
 * A page's first `<html>` start tag alone, as a browser reads it: it ignores the later ones a
 * page prints before its head (one per Internet Explorer version), where linkedom nests a new
 * document in the first and the page's own body is left empty. Tags in comments stay, and so
 * do those after the head (a document quoted in the page).
 */
export function withOneHtmlTag(html: string): string {
  // Most pages have one tag; indexOf finds that without a regular expression's pass.
  const firstTag = htmlStartTag(html, 0);
  if (firstTag === -1 || htmlStartTag(html, firstTag + 1) === -1) return html;
  const later: [number, number][] = [];
  let seen = false;
  PROLOGUE_PART.lastIndex = 0;
  // Read up to the head or body only: the rest of the page is left as it is.
  for (let part = PROLOGUE_PART.exec(html); part; part = PROLOGUE_PART.exec(html)) {
    const text = part[0];
    if (text.startsWith('<!--')) continue;
    if (!text.toLowerCase().startsWith('<html')) break;
    if (seen) later.push([part.index, part.index + text.length]);
    seen = true;
  }
  if (!later.length) return html;
  let result = '';
  let from = 0;
  for (const [start, end] of later) {
    result += html.slice(from, start);
    from = end;
  }
  return result + html.slice(from);
}

function parse(html: string): DomDocument {
  return (parseHTML(withBrowserCdata(withOneHtmlTag(html))) as unknown as { document: DomDocument })
    .document;
}

/**
 * One body, as a browser builds it: on an element printed before the page's `<head>` or between
 * it and the `<body>` (a `<link>`, a wrapping `<div>`), linkedom opens an empty `<body>` and puts
 * the page after it, in a second `<body>` or beside it, and `document.body` is the empty first.
 * What follows the first body in the root (a second body's children among it) is moved into it,
 * in order.
 */
function withOneBody(document: DomDocument): DomDocument {
  const root = document.documentElement;
  const body = document.body;
  if (!root || !body || body.parentNode !== root) return document;
  const children = Array.from(root.childNodes);
  const after = children.slice(children.indexOf(body) + 1);
  if (!after.some((node) => node.nodeType === ELEMENT_NODE)) return document;
  for (const node of after) {
    const name = node.nodeName.toUpperCase();
    if (name === 'HEAD') continue;
    if (name === 'BODY') {
      body.append(...Array.from(node.childNodes));
      (node as DomElement).remove();
    } else body.append(node);
  }
  return document;
}

export function parseDocument(html: string): DomDocument {
  const document = parse(html);
  // linkedom leaves no root element for empty or text-only input, and then `body` throws.
  return document.documentElement
    ? withOneBody(document)
    : parse(`<html><head></head><body>${html}</body></html>`);
}

export function all(root: DomDocument | DomElement, selector: string): DomElement[] {
  return Array.from(root.querySelectorAll(selector));
}

let scratch: DomElement | null = null;

/**
 * Decodes HTML entities left in a string: JSON-LD text is never decoded by the parser, and
 * many sites double-encode meta content. Parsing it as an attribute value decodes every
 * named and numeric reference without interpreting any markup.
 */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  scratch ??= parseDocument('<!doctype html><html><body></body></html>').createElement('div');
  scratch.innerHTML = `<i title="${value.replace(/"/g, '&quot;')}"></i>`;
  const decoded = (scratch.firstChild as DomElement | null)?.getAttribute('title');
  return decoded ?? value;
}

const TAG = /<\/?[a-z][^<>]*>/gi;
// Control and zero-width characters that only ever disturb display.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200d\u2060\ufeff]/g;

/** Plain, single-line text: entities decoded, stray tags dropped, whitespace collapsed; empty → null. */
export function cleanText(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = decodeEntities(String(value))
    .replace(TAG, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

/** An absolute http(s) URL resolved against `base`, or null. */
export function absoluteHttpUrl(value: unknown, base: string): string | null {
  const raw = cleanText(value);
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether `node` is `container` or inside it. */
export function inside(node: DomNode, container: DomNode): boolean {
  for (let current: DomNode | null = node; current; current = current.parentNode)
    if (current === container) return true;
  return false;
}
