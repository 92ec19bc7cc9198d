import { describe, expect, it } from 'vitest';
import { displayName, planLabel } from './format';

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
