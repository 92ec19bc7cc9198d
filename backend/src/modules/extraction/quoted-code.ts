import { all, type DomDocument, type DomElement, parseDocument } from './dom.js';

/**
 * The texts of the code under `root` (`pre`, `code`), whitespace collapsed as the main text
 * writes it, read on the first call only: the tags and entities a tutorial quotes there are its
 * text, which text rule 1 keeps (text-hygiene.ts).
 */
export function quotedCodeOf(root: DomDocument | DomElement): () => readonly string[] {
  let texts: readonly string[] | undefined;
  return () =>
    (texts ??= all(root, 'pre, code')
      .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter(Boolean));
}

/** The same for a page's HTML (the benchmark's check of rule 1). */
export function quotedCodeOfHtml(html: string): readonly string[] {
  return quotedCodeOf(parseDocument(html))();
}
