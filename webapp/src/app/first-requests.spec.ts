import { afterEach, describe, expect, it } from 'vitest';
import { firstRequests } from './first-requests';
import { setServedFacts } from './preview-storage';

const at = (pathname: string) => ({ pathname, search: '' });

describe('the requests the entry script starts before the app arrives', () => {
  afterEach(() => setServedFacts(null));

  it('the user, the configuration, the first page of the library, the counts and the saved searches on a signed-in dashboard', () => {
    setServedFacts({ launchMode: 'live', session: 'present' });
    expect(firstRequests(at('/'))).toEqual([
      '/api/auth/user',
      '/api/config',
      '/api/content?limit=50',
      '/api/content/stats',
      '/api/saved-searches',
    ]);
  });

  it("the user, the configuration and the counts on the settings sections that show this month's saves", () => {
    setServedFacts({ launchMode: 'live', session: 'present' });
    const withCounts = ['/api/auth/user', '/api/config', '/api/content/stats'];
    expect(firstRequests(at('/settings'))).toEqual(withCounts);
    expect(firstRequests(at('/settings/'))).toEqual(withCounts);
    expect(firstRequests(at('/settings/plan'))).toEqual(withCounts);
  });

  it('the user and the configuration on another app page', () => {
    setServedFacts({ launchMode: 'live', session: 'present' });
    expect(firstRequests(at('/settings/security'))).toEqual(['/api/auth/user', '/api/config']);
    expect(firstRequests(at('/privacy-settings'))).toEqual(['/api/auth/user', '/api/config']);
  });

  it('none for a visitor the server saw signed out', () => {
    setServedFacts({ launchMode: 'live', session: 'none' });
    expect(firstRequests(at('/'))).toEqual([]);
  });

  it('none where the waitlist landing stands in for the app', () => {
    setServedFacts({ launchMode: 'preview', session: 'present' });
    expect(firstRequests(at('/'))).toEqual([]);
    expect(firstRequests(at('/faqs'))).toEqual(['/api/auth/user', '/api/config']);
  });
});
