import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatDollars, groupDigits } from './english-numbers.js';

const grouped = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shortDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Whole numbers around every power of ten and rounding edge, both signs, plus a random spread. */
function sampleIntegers(): number[] {
  const values = new Set<number>([0, 1, 9, 10, 99, 100, 999]);
  for (let power = 3; power <= 15; power += 1) {
    const base = 10 ** power;
    for (const factor of [1, 1.05, 1.049, 1.25, 9.95, 9.9949, 9.9999, 99.95, 999.949, 999.95]) {
      for (const delta of [-1, 0, 1]) values.add(Math.round(base * factor) + delta);
    }
  }
  let seed = 7;
  for (let count = 0; count < 5_000; count += 1) {
    seed = (seed * 48_271) % 2_147_483_647;
    values.add(Math.floor((seed / 2_147_483_647) ** 4 * 5e12));
  }
  // Not -0: Intl writes it '-0', a sign no count or price of the app should show.
  return [...values].flatMap((value) => (value === 0 ? [0] : [value, -value]));
}

/** Tens of thousands of comparisons with Intl each: seconds on a slow machine, not a hang. */
const EXHAUSTIVE = { timeout: 60_000 };

describe('english numbers', () => {
  const integers = sampleIntegers();

  it('groups digits as Intl does', EXHAUSTIVE, () => {
    for (const value of integers)
      expect(groupDigits(value), String(value)).toBe(grouped.format(value));
    expect(groupDigits(1234.5)).toBe('1,234.5');
  });

  it(
    'shortens counts as Intl compact notation does, up a unit when rounding reaches it',
    EXHAUSTIVE,
    () => {
      for (const value of integers) {
        expect(formatCompactCount(value), String(value)).toBe(compact.format(value));
      }
      expect([950, 1234, 15_678, 999_950, 2_500_000].map(formatCompactCount)).toEqual([
        '950',
        '1.2K',
        '15.7K',
        '1M',
        '2.5M',
      ]);
      expect(formatCompactCount(12.34)).toBe('12.3');
    },
  );

  it(
    'writes prices as Intl does: whole dollars alone, cents with or without a final zero',
    EXHAUSTIVE,
    () => {
      const prices: number[] = [];
      for (let cents = 0; cents <= 200_000; cents += 7) prices.push(cents / 100);
      for (let halves = 1; halves < 2_000; halves += 2) prices.push(halves / 200, 4 + halves / 200);
      for (const price of [...prices, 19, 1_234_567.891, 0.125, 4.005, 9_999_999.995]) {
        for (const value of price === 0 ? [0] : [price, -price]) {
          const short = shortDollars.format(value);
          const withCents = short.includes('.') ? dollars.format(value) : short;
          expect(formatDollars(value, true), String(value)).toBe(withCents);
          expect(formatDollars(value, false), String(value)).toBe(shortDollars.format(value));
        }
      }
    },
  );
});
