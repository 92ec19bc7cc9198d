import {
  all,
  COMMENT_NODE,
  type DomDocument,
  type DomElement,
  type DomNode,
  ELEMENT_NODE,
} from './dom.js';

// React numbers the parts in hexadecimal (`S:1a`).
const SEGMENT_ID = /^S:([0-9a-f]+)$/;
const PLACEHOLDER_ID = /^[BP]:[0-9a-f]+$/;
/** The comment that closes a streamed boundary's fallback. */
const BOUNDARY_END = '/$';

function segmentNumber(element: DomElement): string | null {
  if (element.tagName.toLowerCase() !== 'div' || !element.hasAttribute('hidden')) return null;
  return SEGMENT_ID.exec(element.getAttribute('id') ?? '')?.[1] ?? null;
}

/**
 * React's streamed server rendering sends the parts of a page that were late after the rest,
 * hidden (`<div hidden id="S:7">`), with a script that moves each into its placeholder
 * (`<template id="B:7">`, dropping the fallback shown meanwhile, "Loading…"; or `P:7`). A reader runs no
 * script: each part is moved into place here, as the script would, from `candidates` (the page's
 * hidden elements and templates, or all of its elements).
 */
export function placeStreamedSegments(candidates: readonly DomElement[]): void {
  const placeholders = new Map<string, DomElement>();
  const segments: [string, DomElement][] = [];
  for (const element of candidates) {
    const number = segmentNumber(element);
    if (number !== null) segments.push([number, element]);
    else if (placeholderId(element)) placeholders.set(element.getAttribute('id') ?? '', element);
  }
  for (const [number, segment] of segments) {
    // A part of a part (`P:7`) takes its place alone; a boundary's (`B:7`) replaces its fallback.
    const part = placeholders.get(`P:${number}`);
    const placeholder = part ?? placeholders.get(`B:${number}`);
    if (!placeholder?.parentNode) continue;
    if (!part) removeFallback(placeholder);
    placeholder.replaceWith(...Array.from(segment.childNodes));
    segment.remove();
  }
}

/**
 * A boundary's fallback runs from its placeholder to the `<!--/$-->` comment. A page saved
 * without its comments has no such end: then the fallback is the one element after the
 * placeholder, and what follows it (the next boundaries and the rest of the page) stays.
 */
function removeFallback(placeholder: DomElement): void {
  const fallback: DomNode[] = [];
  for (let next = placeholder.nextSibling; next; next = next.nextSibling) {
    if (next.nodeType === COMMENT_NODE && next.textContent === BOUNDARY_END) {
      // Every DOM node can remove itself; the typings list it for elements only.
      for (const node of fallback) (node as DomElement).remove();
      return;
    }
    // The next boundary's placeholder: this one's end marker is missing.
    if (next.nodeType === ELEMENT_NODE && placeholderId(next as DomElement)) break;
    fallback.push(next);
  }
  const next = placeholder.nextElementSibling;
  if (next && !placeholderId(next)) next.remove();
}

function placeholderId(element: DomElement): boolean {
  return (
    element.tagName.toLowerCase() === 'template' &&
    PLACEHOLDER_ID.test(element.getAttribute('id') ?? '')
  );
}

/** The same over a whole document (the reader view, which has no noise pass to draw on). */
export function placeStreamedSegmentsOf(document: DomDocument): void {
  const segments = all(document, 'div[hidden][id^="S:"]');
  if (segments.length)
    placeStreamedSegments([
      ...segments,
      ...all(document, 'template[id^="B:"], template[id^="P:"]'),
    ]);
}
