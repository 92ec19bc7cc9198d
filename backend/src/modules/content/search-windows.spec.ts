import { describe, expect, it } from 'vitest';
import {
  MAX_WINDOW,
  RANKED_CANDIDATES,
  WINDOW_MARGIN,
  nextWindowDepth,
  rankedPage,
  readsIndexAlone,
} from './search-windows.js';

describe('nextWindowDepth', () => {
  it('sizes the next window from the share of the first that matched', () => {
    // 100 of 1,000 items matched: the 50 missing lie about 500 items deeper, with headroom.
    expect(nextWindowDepth(1_000, 100, 50)).toBe(750);
  });

  it('looks a bounded way deeper after a window without matches, not through the whole library', () => {
    // The newest items of a library can all be waiting for their text (an import): an empty first
    // window says nothing of how common the words are.
    const depth = nextWindowDepth(1_200, 0, 200);
    expect(depth).toBeGreaterThan(1_200);
    expect(1_200 + depth).toBeLessThanOrEqual(MAX_WINDOW);
  });
});

describe('readsIndexAlone', () => {
  it('sends words too rare for the deepest window to the index alone, and no others', () => {
    const wanted = RANKED_CANDIDATES + 1;
    // A share whose window, with headroom, just fits in MAX_WINDOW items.
    const fits = (wanted * WINDOW_MARGIN) / MAX_WINDOW;
    expect(readsIndexAlone(fits, wanted)).toBe(false);
    expect(readsIndexAlone(fits / 2, wanted)).toBe(true);
    expect(readsIndexAlone(0.25, wanted)).toBe(false);
  });
});

describe('rankedPage', () => {
  const newestFirst = (relevance: (index: number) => number | null, count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: index + 1, relevance: relevance(index) }));

  it('orders the ranked candidates by relevance, then the rest newest first', () => {
    const matches = newestFirst((index) => (index === 5 ? 2 : index < 3 ? 1 : 0), 8);
    expect(rankedPage(matches, 0, 8)).toEqual([6, 1, 2, 3, 4, 5, 7, 8]);
  });

  it('ranks only the newest RANKED_CANDIDATES, so a later match never jumps ahead', () => {
    const matches = newestFirst(
      (index) => (index === RANKED_CANDIDATES ? 9 : 0),
      RANKED_CANDIDATES + 2,
    );
    const page = rankedPage(matches, RANKED_CANDIDATES - 1, 3);
    expect(page).toEqual([RANKED_CANDIDATES, RANKED_CANDIDATES + 1, RANKED_CANDIDATES + 2]);
  });

  it('pages through the same order without repeats', () => {
    const matches = newestFirst((index) => (index * 7) % 5, 30);
    const pages = [0, 10, 20].flatMap((offset) => rankedPage(matches, offset, 10));
    expect(new Set(pages).size).toBe(30);
    expect(pages).toEqual(rankedPage(matches, 0, 30));
  });
});
