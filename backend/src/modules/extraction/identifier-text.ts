import { all, type DomElement } from './dom.js';

/** A UUID and nothing else: an identifier a page hides among letters to obfuscate a label. */
const UUID_ONLY = /^\s*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\s*$/i;
/** Where an identifier is what the page shows (documentation, a table of records). */
const QUOTED = 'pre, code, kbd, samp, td, th';

/**
 * Inline elements that hold a UUID alone: obfuscation a stylesheet hides ("S", a UUID, "p", a
 * UUID... spelling "Sponsored"), never text a reader sees, and a run of hex in the saved text.
 */
export function identifierElements(root: DomElement): DomElement[] {
  return all(root, 'span, b, i, em, strong, font').filter((element) => {
    if (element.childNodes.length !== 1 || element.firstChild?.nodeType !== 3) return false;
    const text = element.textContent ?? '';
    return (
      text.length >= 36 && text.length <= 44 && UUID_ONLY.test(text) && !element.closest(QUOTED)
    );
  });
}
