import { describe, expect, it } from 'vitest';
import { linkTitle } from './link-title';

describe('linkTitle', () => {
  it("reads a link's site and path as words", () => {
    expect(linkTitle('https://www.example.com/blog/my-first_post.html?ref=x')).toBe(
      'example.com › blog › my first post',
    );
    expect(linkTitle('https://news.example.org/2026/caf%C3%A9-notes/')).toBe(
      'news.example.org › 2026 › café notes',
    );
  });

  it('is the site alone for a home page, and the text itself for no link', () => {
    expect(linkTitle('http://127.0.0.1:8080/')).toBe('127.0.0.1');
    expect(linkTitle('not a link')).toBe('not a link');
  });
});
