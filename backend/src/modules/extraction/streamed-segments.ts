import { all, COMMENT_NODE, type DomDocument, type DomElement } from './dom.js';

const SEGMENT_ID = /^S:(\d+)$/;
const PLACEHOLDER_ID = /^[BP]:\d+$/;
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
    else if (element.tagName.toLowerCase() === 'template') {
      const id = element.getAttribute('id') ?? '';
      if (PLACEHOLDER_ID.test(id)) placeholders.set(id, element);
    }
  }
  for (const [number, segment] of segments) {
    // A part of a part (`P:7`) takes its place alone; a boundary's (`B:7`) replaces its fallback.
    const part = placeholders.get(`P:${number}`);
    const placeholder = part ?? placeholders.get(`B:${number}`);
    if (!placeholder?.parentNode) continue;
    for (let next = part ? null : placeholder.nextSibling; next;) {
      const after: typeof next | null = next.nextSibling;
      if (next.nodeType === COMMENT_NODE && next.textContent === BOUNDARY_END) break;
      (next as DomElement).remove();
      next = after;
    }
    placeholder.replaceWith(...Array.from(segment.childNodes));
    segment.remove();
  }
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
