import { describe, expect, it } from 'vitest';
import * as urls from './index.js';

describe('@vault/urls entry point', () => {
  it('exports exactly the public API', () => {
    expect(Object.keys(urls).sort()).toEqual([
      'INVALID_URL_MESSAGE',
      'MAX_URL_LENGTH',
      'canonicalizeUrl',
      'cleanUrlInput',
      'detectPlatform',
      'parseWebUrl',
    ]);
  });

  it('wires the functions together', () => {
    expect(urls.cleanUrlInput(' youtu.be/abc ')).toBe('https://youtu.be/abc');
    expect(urls.parseWebUrl('youtu.be/abc')).toEqual({ ok: true, url: 'https://youtu.be/abc' });
    expect(urls.detectPlatform('youtu.be/abc')).toBe('youtube');
    expect(urls.canonicalizeUrl('youtu.be/abc')).toBe('https://www.youtube.com/watch?v=abc');
  });
});
