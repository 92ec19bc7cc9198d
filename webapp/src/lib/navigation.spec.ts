import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './navigation';

describe('afterSignInPath', () => {
  it('returns to the share target with what was shared', () => {
    expect(afterSignInPath({ pathname: '/share', search: '?url=https%3A%2F%2Fa.example' })).toBe(
      '/share?url=https%3A%2F%2Fa.example',
    );
  });

  it('starts at home from anywhere else', () => {
    expect(afterSignInPath({ pathname: '/login', search: '?next=/evil' })).toBe('/');
    expect(afterSignInPath({ pathname: '/', search: '' })).toBe('/');
  });
});
