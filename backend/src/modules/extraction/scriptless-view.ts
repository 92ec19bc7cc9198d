import {
  all,
  type DomDocument,
  type DomElement,
  type DomNode,
  ELEMENT_NODE,
  TEXT_NODE,
} from './dom.js';

/** A <noscript> with less text than this is a tracking pixel or an "enable JavaScript" note. */
const MIN_VIEW_CHARS = 500;
const UNSHOWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

/** Letters a visitor with scripts sees under `node` (whitespace left out). */
function shownChars(node: DomNode): number {
  if (node.nodeType === TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, '').length;
  if (node.nodeType !== ELEMENT_NODE || UNSHOWN.has(node.nodeName.toUpperCase())) return 0;
  let chars = 0;
  for (const child of Array.from(node.childNodes)) chars += shownChars(child);
  return chars;
}

/**
 * The <noscript> that holds the page itself for readers without scripts (the server-rendered
 * view of a forum or shop that otherwise builds the page in the browser), when the rest of the
 * page shows less text than it: an app's empty shell around it. Null on pages whose content is
 * in the open.
 */
export function scriptlessView(
  document: DomDocument,
  noscripts: readonly DomElement[],
): DomElement | null {
  let view: DomElement | null = null;
  let viewChars = MIN_VIEW_CHARS - 1;
  for (const noscript of noscripts) {
    const chars = (noscript.textContent ?? '').replace(/\s+/g, '').length;
    if (chars > viewChars) [view, viewChars] = [noscript, chars];
  }
  if (!view || !document.body || shownChars(document.body) >= viewChars) return null;
  return view;
}

/** The page's scriptless view put in place of its <noscript>, so it reads as the page; or null. */
export function openScriptlessView(
  document: DomDocument,
  noscripts: readonly DomElement[] = all(document, 'noscript'),
): DomElement | null {
  const view = scriptlessView(document, noscripts);
  view?.replaceWith(...Array.from(view.childNodes));
  return view;
}
