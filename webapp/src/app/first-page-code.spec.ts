import { afterEach, describe, expect, it } from 'vitest';
import { firstPageCode } from './first-page-code';
import { setServedFacts } from './preview-storage';

const at = (pathname: string) => ({ pathname, search: '' });

describe("the page code the entry script loads beside the app's", () => {
  afterEach(() => setServedFacts(null));

  it("the signed-in pages' own chunks", () => {
    setServedFacts({ launchMode: 'live', session: 'present' });
    for (const path of ['/', '/settings', '/privacy-settings', '/kanban', '/content/42']) {
      expect(firstPageCode(at(path)), path).toBeTypeOf('function');
    }
  });

  it('nothing for other paths, or names that only look like one', () => {
    setServedFacts({ launchMode: 'live', session: 'present' });
    expect(firstPageCode(at('/login'))).toBeUndefined();
    expect(firstPageCode(at('/toString'))).toBeUndefined();
  });

  it('nothing for a visitor the server saw signed out, or one the waitlist landing stops', () => {
    setServedFacts({ launchMode: 'live', session: 'none' });
    expect(firstPageCode(at('/settings'))).toBeUndefined();
    setServedFacts({ launchMode: 'preview', session: 'present' });
    expect(firstPageCode(at('/settings'))).toBeUndefined();
  });
});
