import search from 'approx-string-match';

export interface TextSelector {
  quote: string;
  prefix: string;
  suffix: string;
  /** Where the quote was, a hint for choosing among several matches. */
  start: number | null;
}

export interface Anchor {
  start: number;
  end: number;
  /** False when only an approximate match was found (the quote's wording changed a little). */
  exact: boolean;
}

/** At most this share of a quote may differ for an approximate match to count. */
const MAX_QUOTE_ERROR_SHARE = 0.2;
/** An approximate match must have at least this much of its context in place. */
const MIN_CONTEXT_SIMILARITY = 0.5;
/** Approximate matching cost grows with the pattern; beyond this many errors it is not tried. */
const MAX_ERRORS = 256;

/** 1 when `pattern` occurs in `text` as is, falling toward 0 with each differing character. */
function similarity(text: string, pattern: string): number {
  if (pattern.length === 0) return 1;
  const matches = search(text, pattern, pattern.length);
  if (matches.length === 0) return 0;
  return 1 - Math.min(...matches.map((match) => match.errors)) / pattern.length;
}

function contextSimilarity(text: string, selector: TextSelector, start: number, end: number) {
  const before = similarity(
    text.slice(Math.max(0, start - selector.prefix.length), start),
    selector.prefix,
  );
  const after = similarity(text.slice(end, end + selector.suffix.length), selector.suffix);
  return (before + after) / 2;
}

/** Prefers the match whose context is intact, then the one nearest where the quote was. */
function score(text: string, selector: TextSelector, start: number, end: number): number {
  const context = contextSimilarity(text, selector, start, end);
  const distance =
    selector.start === null ? 0 : Math.abs(start - selector.start) / Math.max(1, text.length);
  return context * 10 - distance;
}

/**
 * Finds the quote again in (possibly re-extracted) text, the way Hypothesis re-anchors: where it
 * was when the text there is still the quote, else the best exact occurrence (context and
 * nearness break ties), else an approximate match only where the surrounding context is still
 * recognisable. Null means the quote is gone: the caller flags it rather than guess.
 */
export function anchorQuote(text: string, selector: TextSelector): Anchor | null {
  const { quote } = selector;
  if (!quote) return null;
  if (
    selector.start !== null &&
    text.slice(selector.start, selector.start + quote.length) === quote
  )
    return { start: selector.start, end: selector.start + quote.length, exact: true };

  let best: { start: number; score: number } | null = null;
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    const value = score(text, selector, at, at + quote.length);
    if (!best || value > best.score) best = { start: at, score: value };
  }
  if (best) return { start: best.start, end: best.start + quote.length, exact: true };

  // A page's selection and the stored text may lay the same words out with other white space.
  const spaced = acrossWhiteSpace(text, selector);
  if (spaced) return { ...spaced, exact: false };

  const maxErrors = Math.min(MAX_ERRORS, Math.floor(quote.length * MAX_QUOTE_ERROR_SHARE));
  if (maxErrors === 0 || (!selector.prefix && !selector.suffix)) return null;
  let fuzzy: { start: number; end: number; score: number } | null = null;
  for (const match of search(text, quote, maxErrors)) {
    const context = contextSimilarity(text, selector, match.start, match.end);
    if (context < MIN_CONTEXT_SIMILARITY) continue;
    const value = score(text, selector, match.start, match.end) - match.errors / quote.length;
    if (!fuzzy || value > fuzzy.score) fuzzy = { start: match.start, end: match.end, score: value };
  }
  return fuzzy ? { start: fuzzy.start, end: fuzzy.end, exact: false } : null;
}

/** The best occurrence of the quote with every run of white space read as any white space. */
function acrossWhiteSpace(
  text: string,
  selector: TextSelector,
): { start: number; end: number } | null {
  const words = selector.quote.trim().split(/\s+/).map(escapeRegExp);
  if (words.length < 2) return null;
  let best: { start: number; end: number; score: number } | null = null;
  for (const match of text.matchAll(new RegExp(words.join('\\s+'), 'g'))) {
    const end = match.index + match[0].length;
    const value = score(text, selector, match.index, end);
    if (!best || value > best.score) best = { start: match.index, end, score: value };
  }
  return best && { start: best.start, end: best.end };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The context of a passage as stored beside its quote. */
export function contextAround(
  text: string,
  start: number,
  end: number,
  length: number,
): { prefix: string; suffix: string } {
  return {
    prefix: text.slice(Math.max(0, start - length), start),
    suffix: text.slice(end, end + length),
  };
}
