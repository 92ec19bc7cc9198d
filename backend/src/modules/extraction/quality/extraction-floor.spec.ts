import { describe, expect, it } from 'vitest';
import { extractMetadata } from '../metadata-extractor.js';
import { SHARED_DATA } from '../platforms/platform-fixtures.js';
import { type CorpusPage, readabilityPages, readHtml, wcxbPages } from './corpora.js';
import { type SetScore, scorePage, scoreSet } from './text-score.js';

/**
 * Quality floors of the article-body extractor on the corpora in `../shared/data` (always there
 * in CI; a missing folder fails the test). The floors are the scores measured when they were set
 * (`npm run bench -- extraction` has the full figures) minus a small margin: a change that makes
 * extraction worse fails here instead of passing silently.
 */

const MARGIN = 0.01;

function score(pages: CorpusPage[]): SetScore {
  return scoreSet(
    pages.map((page) =>
      scorePage(extractMetadata(readHtml(page.htmlFile), page.url).text, page.expectedText),
    ),
  );
}

describe('main-text extraction quality floors', () => {
  it('readability-pages (130 news and blog articles)', { timeout: 120_000 }, () => {
    const pages = readabilityPages(SHARED_DATA);
    expect(pages).toHaveLength(130);
    const result = score(pages);
    expect(result.f1).toBeGreaterThanOrEqual(FLOORS.readability - MARGIN);
  });

  // Every 5th page keeps each of the 7 page kinds represented at a fifth of the cost.
  it('wcxb-dev, a fixed fifth of the pages of every kind', { timeout: 300_000 }, () => {
    const pages = wcxbPages(SHARED_DATA).filter((_, index) => index % 5 === 0);
    expect(pages.length).toBeGreaterThan(290);
    const result = score(pages);
    expect(result.f1).toBeGreaterThanOrEqual(FLOORS.wcxbSample - MARGIN);
  });
});

// Measured on 2026-11-25 when they were set: readability-pages 0.9716, the wcxb-dev fifth 0.8195.
const FLOORS = { readability: 0.971, wcxbSample: 0.819 };
