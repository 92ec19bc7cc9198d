import { DomUtils, parseDocument } from 'htmlparser2';

type Node = ReturnType<typeof parseDocument>['children'][number];

/** Elements whose first newline the HTML parser drops, as a browser does (HTML spec, "in body"). */
const LEADING_NEWLINE_DROPPED = new Set(['pre', 'listing', 'textarea']);

/**
 * The text a highlight's positions count in: the reader view's `textContent` as the browser
 * builds it from the same sanitised HTML (every text node in document order), or the plain text
 * when the item has no reader view.
 */
export function readerText(source: { readableHtml: string | null; text: string | null }): string {
  if (source.readableHtml === null) return source.text ?? '';
  const parts: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (DomUtils.isText(node)) parts.push(node.data);
      else if (DomUtils.isTag(node)) {
        const first = node.children[0];
        if (LEADING_NEWLINE_DROPPED.has(node.name) && first && DomUtils.isText(first)) {
          parts.push(first.data.replace(/^\r?\n/, ''));
          walk(node.children.slice(1));
        } else walk(node.children);
      } else if (DomUtils.isCDATA(node)) walk(node.children);
    }
  };
  walk(parseDocument(source.readableHtml).children);
  return parts.join('');
}
