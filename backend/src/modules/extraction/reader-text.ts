import { parseDocument } from './dom.js';
import { extractMainText, readingMinutes } from './main-text.js';
import { quotedCodeOf } from './quoted-code.js';
import { cleanMainText, type TextContext } from './text-hygiene.js';
import { wordCount } from './word-count.js';

/** Below this share of the stored text, the reader HTML held less than the text did. */
const MIN_KEPT_SHARE = 0.5;

export interface RecleanedText {
  text: string | null;
  wordCount: number | null;
  readingMinutes: number | null;
}

/**
 * The main text of a stored item again, by today's rules, without fetching the page: read from
 * its stored reader HTML, then cleaned (`text-hygiene.ts`). When the reader HTML holds much less
 * than the stored text (reader views of older saves were cut differently), the stored text itself
 * is cleaned instead, so a re-clean never loses what was kept.
 */
export function recleanText(
  readerHtml: string | null,
  storedText: string | null,
  context: TextContext,
): RecleanedText {
  const reader = readerHtml
    ? parseDocument(`<!doctype html><html><body>${readerHtml}</body></html>`)
    : null;
  // The reader HTML keeps the page's code blocks: what they quote stays in either text.
  const withCode = reader ? { ...context, quotedCode: quotedCodeOf(reader) } : context;
  const fromHtml = reader ? cleanMainText(extractMainText(reader), withCode) : null;
  const enough = fromHtml && fromHtml.length >= (storedText?.length ?? 0) * MIN_KEPT_SHARE;
  const text = enough ? fromHtml : cleanMainText(storedText, withCode);
  return { text, wordCount: wordCount(text), readingMinutes: readingMinutes(text) };
}
