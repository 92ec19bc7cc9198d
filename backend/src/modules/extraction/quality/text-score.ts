/**
 * Token F1 of extracted text against expected text, as `../shared/data/README.md` defines it:
 * both texts split into words (Unicode word characters), compared as multisets of overlapping
 * 4-word sequences (shingles). Precision and recall are averaged over pages, then combined.
 */

const WORD = /[\p{L}\p{N}\p{M}_]+/gu;
export const SHINGLE_SIZE = 4;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

function shingles(text: string): Map<string, number> {
  const tokens = words(text);
  const counts = new Map<string, number>();
  // A text shorter than one shingle counts as a single shingle of all its words.
  const last = Math.max(tokens.length - SHINGLE_SIZE, tokens.length ? 0 : -1);
  for (let index = 0; index <= last; index += 1) {
    const shingle = tokens.slice(index, index + SHINGLE_SIZE).join(' ');
    counts.set(shingle, (counts.get(shingle) ?? 0) + 1);
  }
  return counts;
}

export interface PageScore {
  precision: number;
  recall: number;
  f1: number;
}

function harmonic(precision: number, recall: number): number {
  return precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
}

/** One page: an empty extraction scores 0, unless nothing was expected either (then 1). */
export function scorePage(extracted: string | null, expected: string): PageScore {
  const got = shingles(extracted ?? '');
  const want = shingles(expected);
  let gotTotal = 0;
  let wantTotal = 0;
  let shared = 0;
  for (const count of got.values()) gotTotal += count;
  for (const [shingle, count] of want) {
    wantTotal += count;
    shared += Math.min(count, got.get(shingle) ?? 0);
  }
  if (!gotTotal && !wantTotal) return { precision: 1, recall: 1, f1: 1 };
  const precision = gotTotal ? shared / gotTotal : 0;
  const recall = wantTotal ? shared / wantTotal : 1;
  return { precision, recall, f1: harmonic(precision, recall) };
}

export interface SetScore extends PageScore {
  pages: number;
}

/** Precision and recall averaged over pages; F1 is their harmonic mean. */
export function scoreSet(pages: PageScore[]): SetScore {
  const mean = (pick: (page: PageScore) => number) =>
    pages.length ? pages.reduce((sum, page) => sum + pick(page), 0) / pages.length : 0;
  const precision = mean((page) => page.precision);
  const recall = mean((page) => page.recall);
  return { pages: pages.length, precision, recall, f1: harmonic(precision, recall) };
}
