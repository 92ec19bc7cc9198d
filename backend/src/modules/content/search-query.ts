/**
 * Turns what a person typed into the parts of the search: the whole text for
 * `websearch_to_tsquery` (quotes and -exclusions work), and, when the last word is still being
 * typed, that word for a prefix match.
 */
export interface SearchTerms {
  text: string;
  /** Everything before the last word, for combining with the prefix. */
  head: string;
  /** The last word when it is a plain word (letters and digits), else null. */
  prefix: string | null;
  /** Typo tolerance applies to plain words only, not to phrases or exclusions. */
  fuzzy: boolean;
}

export function parseSearch(input: string): SearchTerms | null {
  const text = input.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const quotes = (text.match(/"/g) ?? []).length;
  const last = /(?:^|\s)([\p{L}\p{N}]+)$/u.exec(text);
  // Inside an open quote, or after a '-' exclusion, the last word is not a prefix.
  const prefix = last && quotes % 2 === 0 ? last[1]!.toLowerCase() : null;
  const head = prefix ? text.slice(0, text.length - last![1]!.length).trim() : text;
  const fuzzy = !/"|(^|\s)-\S|\bor\b/i.test(text);
  return { text, head, prefix, fuzzy };
}
