import { describe, expect, it } from 'vitest';
import { labelledCounts, parseCount } from './counts.js';

describe('parseCount', () => {
  it.each([
    ['1.2K', 1200],
    ['3,456', 3456],
    ['1.2M likes', 1_200_000],
    ['215 K', 215_000],
    ['7,3 K', 7300],
    ['1 M de visualizaciones', 1_000_000],
    ['1.077.715 visualizaciones', 1_077_715],
    ['1,234,567 views', 1_234_567],
    ['12 mil', 12_000],
    ['1,2 mil Me gusta', 1200],
    ['3,4 Mio.', 3_400_000],
    ['1.5B', 1_500_000_000],
    ['1.2万', 12_000],
    ['3億', 300_000_000],
    ['1 234 567', 1_234_567],
    ["1'234", 1234],
    ['1.234,5', 1235],
    ['628', 628],
    ['0', 0],
    [42, 42],
  ])('reads %s as %d', (text, expected) => {
    expect(parseCount(text)).toBe(expected);
  });

  it.each([['Me gusta'], [''], [null], [undefined], ['likes']])('finds no count in %s', (text) => {
    expect(parseCount(text)).toBeNull();
  });

  it('does not read the start of a word as a multiplier', () => {
    expect(parseCount('5 comments')).toBe(5);
    expect(parseCount('7 bookmarks')).toBe(7);
  });
});

describe('labelledCounts', () => {
  it('pairs every count with the word after it', () => {
    const counts = labelledCounts('3 replies, 1 repost, 7 likes, 2 bookmarks, 3692 views');
    expect(Object.fromEntries(counts)).toEqual({
      replies: 3,
      repost: 1,
      likes: 7,
      bookmarks: 2,
      views: 3692,
    });
  });

  it('reads labels of several words, as localized pages write them', () => {
    const counts = labelledCounts('3 respuestas, 1 repost, 7 Me gusta, 2 elementos guardados');
    expect(counts.get('me gusta')).toBe(7);
    expect(counts.get('respuestas')).toBe(3);
  });

  it('keeps multipliers with their number', () => {
    expect(labelledCounts('534K likes, 5,064 comments').get('likes')).toBe(534_000);
    expect(labelledCounts('534K likes, 5,064 comments').get('comments')).toBe(5064);
  });
});
