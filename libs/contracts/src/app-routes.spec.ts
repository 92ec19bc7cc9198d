import { describe, expect, it } from 'vitest';
import { childPath, isAppPath } from './app-routes.js';

describe('the app paths', () => {
  it('knows the pages, whatever the case or a trailing slash', () => {
    for (const path of [
      '/',
      '/settings',
      '/Settings/',
      '/settings/security',
      '/content/42',
      '/admin/users',
      '/faqs',
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('knows no other address', () => {
    for (const path of ['/no/such/page', '/content', '/content/1/2', '/settingsx', '/admin/x']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });

  it('gives the router its child paths', () => {
    expect(childPath('content')).toBe('content/:id');
    expect(childPath('home')).toBe('');
  });
});
