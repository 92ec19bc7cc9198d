import { describe, expect, it } from 'vitest';
import type { FeedDocumentEntry } from './feed-document.js';
import {
  entriesToConsider,
  entryKey,
  feedTag,
  matchesKeywords,
  normaliseKeywords,
} from './feed-entries.js';

const entry = (n: number): FeedDocumentEntry => ({
  id: `post-${n}`,
  link: `https://blog.example/${n}`,
  title: `Post ${n}`,
  text: '',
  published: null,
});

describe('feed entries', () => {
  it('considers only the newest 10 unseen entries of a first check, all unseen ones later', () => {
    const entries = Array.from({ length: 14 }, (_, index) => entry(14 - index));
    const first = entriesToConsider(entries, new Set(), true);
    expect(first.consider.map((item) => item.id)).toEqual(
      [14, 13, 12, 11, 10, 9, 8, 7, 6, 5].map((n) => `post-${n}`),
    );
    expect(first.skip.map((item) => item.id)).toEqual(['post-4', 'post-3', 'post-2', 'post-1']);
    const seen = new Set(entries.slice(2).map(entryKey));
    expect(entriesToConsider(entries, seen, false)).toEqual({
      consider: [entries[0], entries[1]],
      skip: [],
    });
  });

  it('matches keywords in the title or text, case-insensitively', () => {
    const post = { title: 'Rust in production', text: 'Notes on PostgreSQL' };
    expect(matchesKeywords(post, [])).toBe(true);
    expect(matchesKeywords(post, ['RUST'])).toBe(true);
    expect(matchesKeywords(post, ['postgresql', 'go'])).toBe(true);
    expect(matchesKeywords(post, ['python'])).toBe(false);
    expect(normaliseKeywords([' Rust ', '', 'rust', 'Go'])).toEqual(['Rust', 'Go']);
  });

  it("tags entries with the feed's name, within a tag's length", () => {
    expect(feedTag('  My   Blog ')).toBe('My Blog');
    expect(feedTag('')).toBe('Feed');
    expect(feedTag('x'.repeat(80))).toHaveLength(50);
  });
});
