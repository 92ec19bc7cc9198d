import { describe, expect, it } from 'vitest';
import { displayName, formatCount, planLabel } from './format';

describe('displayName', () => {
  it('prefers first and last name, else the username', () => {
    expect(displayName({ username: 'ann', firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(displayName({ username: 'ann', firstName: ' Ann ', lastName: null })).toBe('Ann');
    expect(displayName({ username: 'ann', firstName: null, lastName: '  ' })).toBe('ann');
  });
});

describe('planLabel', () => {
  it('labels the effective plan', () => {
    expect(planLabel('Premium', 'active')).toBe('Premium');
    expect(planLabel('pro', 'canceled')).toBe('Free');
    expect(planLabel(undefined)).toBe('Free');
  });
});

describe('formatCount', () => {
  it('shortens thousands and millions to one decimal', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(950)).toBe('950');
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1234)).toBe('1.2K');
    expect(formatCount(15_678)).toBe('15.7K');
    expect(formatCount(2_500_000)).toBe('2.5M');
  });
});
