import { describe, expect, it } from 'vitest';
import { earlyAdoptersLine } from './early-adopters';

describe('early adopters line', () => {
  it('shows the real count', () => {
    expect(earlyAdoptersLine(1234)).toBe('Join 1,234 early adopters already on the list');
  });

  it('is omitted below the threshold, while loading, or when the count failed', () => {
    expect(earlyAdoptersLine(null)).toBeNull();
    expect(earlyAdoptersLine(undefined)).toBeNull();
  });
});
