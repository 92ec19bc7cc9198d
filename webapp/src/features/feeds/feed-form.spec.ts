import { describe, expect, it } from 'vitest';
import { feedAddress, feedAddressError, keywordsError, parseKeywords } from './feed-form';

describe('feed form', () => {
  it('reads comma-separated keywords without blanks or repeats', () => {
    expect(parseKeywords(' rust, , Rust ,wasm,')).toEqual(['rust', 'wasm']);
    expect(parseKeywords('')).toEqual([]);
  });

  it('refuses too many or too long keywords', () => {
    expect(keywordsError(Array.from({ length: 21 }, (_, n) => `k${n}`).join(','))).toBe(
      'At most 20 keywords',
    );
    expect(keywordsError('x'.repeat(101))).toMatch(/at most 100 characters/);
    expect(keywordsError('a, b')).toBeUndefined();
  });

  it('accepts a site or feed address, with or without its scheme', () => {
    expect(feedAddressError('')).toBe('Enter the address of a feed or a website');
    expect(feedAddressError('not an address')).toBe('Enter a web address');
    expect(feedAddressError('ftp://example.com/feed')).toBe('Enter a web address');
    expect(feedAddressError('example.com/blog')).toBeUndefined();
    expect(feedAddress(' example.com/blog ')).toBe('https://example.com/blog');
    expect(feedAddress('http://127.0.0.1:8080/rss.xml')).toBe('http://127.0.0.1:8080/rss.xml');
  });
});
