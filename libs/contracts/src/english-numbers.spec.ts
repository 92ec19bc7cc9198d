import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatDollars, groupDigits } from './english-numbers.js';

describe('english numbers', () => {
  it('groups digits in threes with commas', () => {
    expect([0, -0, 999, 1234, -1_234_567, 1234.5].map(groupDigits)).toEqual([
      '0',
      '0',
      '999',
      '1,234',
      '-1,234,567',
      '1,234.5',
    ]);
  });

  it('shortens counts to one decimal, up a unit when rounding reaches it', () => {
    expect(
      [0, 950, 1000, 1234, 15_678, 999_950, 2_500_000, -1234, 12.34].map(formatCompactCount),
    ).toEqual(['0', '950', '1K', '1.2K', '15.7K', '1M', '2.5M', '-1.2K', '12.3']);
  });

  it('writes whole dollars alone and cents with or without a final zero', () => {
    expect(
      [0, 9, 4.99, 4.5, 4.005, 1_234_567.891].map((price) => formatDollars(price, true)),
    ).toEqual(['$0', '$9', '$4.99', '$4.50', '$4.01', '$1,234,567.89']);
    expect([0, 9, 4.99, 4.5, -4.5].map((price) => formatDollars(price, false))).toEqual([
      '$0',
      '$9',
      '$4.99',
      '$4.5',
      '-$4.5',
    ]);
  });
});
