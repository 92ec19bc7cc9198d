import { describe, expect, it } from 'vitest';
import { scorePage, scoreSet, words } from './text-score.js';

describe('token F1 on 4-word shingles', () => {
  it('splits on Unicode word characters', () => {
    expect(words('Ça va? Très-bien, 42 fois_deux.')).toEqual([
      'Ça',
      'va',
      'Très',
      'bien',
      '42',
      'fois_deux',
    ]);
  });

  it('scores an exact extraction 1 and an empty one 0', () => {
    const text = 'one two three four five six';
    expect(scorePage(text, text)).toEqual({ precision: 1, recall: 1, f1: 1 });
    expect(scorePage(null, text)).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it('counts extra and missing shingles as multisets', () => {
    // Expected: 3 shingles (a b c d, b c d e, c d e f); extracted adds "x" at the end: 4 shingles.
    const score = scorePage('a b c d e f x', 'a b c d e f');
    expect(score.precision).toBeCloseTo(3 / 4);
    expect(score.recall).toBe(1);
    // Repeated text is not rewarded twice.
    // 5 shingles, "a b c d" twice, but expected once: 1 shared.
    expect(scorePage('a b c d a b c d', 'a b c d').precision).toBeCloseTo(1 / 5);
  });

  it('averages precision and recall over pages, then takes their harmonic mean', () => {
    const set = scoreSet([
      { precision: 1, recall: 0.5, f1: 2 / 3 },
      { precision: 0.5, recall: 1, f1: 2 / 3 },
    ]);
    expect(set).toMatchObject({ pages: 2, precision: 0.75, recall: 0.75 });
    expect(set.f1).toBeCloseTo(0.75);
  });
});
