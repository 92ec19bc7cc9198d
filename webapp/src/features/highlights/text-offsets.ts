/**
 * Offsets into a container's text (its `textContent`), the coordinates a highlight's
 * TextPositionSelector uses and the server re-anchors in. A Range's `toString()` is the
 * concatenation of the text nodes it covers, so counting with it matches `textContent`.
 */
export function offsetOf(container: Node, node: Node, offset: number): number {
  const range = document.createRange();
  range.setStart(container, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

export interface TextSelection {
  quote: string;
  prefix: string;
  suffix: string;
  start: number;
  end: number;
}

/** The selection as quote, context and position, when it lies inside `container`. */
export function selectionIn(
  container: HTMLElement,
  selection: Selection | null,
  contextLength: number,
): TextSelection | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.commonAncestorContainer)) return null;
  const start = offsetOf(container, range.startContainer, range.startOffset);
  const end = offsetOf(container, range.endContainer, range.endOffset);
  const text = container.textContent ?? '';
  const quote = text.slice(start, end);
  if (!quote.trim()) return null;
  return {
    quote,
    prefix: text.slice(Math.max(0, start - contextLength), start),
    suffix: text.slice(end, end + contextLength),
    start,
    end,
  };
}

/** The text nodes' pieces that lie in [start, end) of the container's text. */
function piecesBetween(container: Node, start: number, end: number) {
  const pieces: { node: Text; from: number; to: number }[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  let position = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const length = node.data.length;
    const from = Math.max(start, position);
    const to = Math.min(end, position + length);
    if (from < to) pieces.push({ node, from: from - position, to: to - position });
    position += length;
    if (position >= end) break;
  }
  return pieces;
}

/** Selects [start, end) of the container's text again, after its nodes were rebuilt. */
export function selectOffsets(container: HTMLElement, start: number, end: number): void {
  const pieces = piecesBetween(container, start, end);
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  const selection = document.getSelection();
  if (!first || !last || !selection) return;
  const range = document.createRange();
  range.setStart(first.node, first.from);
  range.setEnd(last.node, last.to);
  selection.removeAllRanges();
  selection.addRange(range);
}

export interface PaintedHighlight {
  id: number;
  start: number;
  end: number;
  color: string;
  label: string;
}

/**
 * Wraps each highlight's text in `<mark>` elements (one per text node it crosses). Painting
 * splits text nodes but never changes the text, so later offsets still count the same; the last
 * highlights are painted first so earlier offsets are not disturbed either.
 */
export function paintHighlights(container: HTMLElement, highlights: PaintedHighlight[]): void {
  const total = (container.textContent ?? '').length;
  const ordered = [...highlights].sort((a, b) => b.start - a.start);
  for (const highlight of ordered) {
    if (highlight.start < 0 || highlight.end > total || highlight.end <= highlight.start) continue;
    for (const piece of piecesBetween(container, highlight.start, highlight.end).reverse()) {
      let target = piece.node;
      if (piece.to < target.data.length) target.splitText(piece.to);
      if (piece.from > 0) target = target.splitText(piece.from);
      const mark = document.createElement('mark');
      mark.dataset.highlightId = String(highlight.id);
      mark.dataset.color = highlight.color;
      mark.tabIndex = 0;
      mark.setAttribute('role', 'button');
      mark.setAttribute('aria-label', highlight.label);
      target.parentNode?.insertBefore(mark, target);
      mark.appendChild(target);
    }
  }
}
