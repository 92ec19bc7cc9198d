import { describe, expect, it } from 'vitest';
import { sourceHost } from './source-host';

describe('sourceHost', () => {
  it('names the site without www', () => {
    expect(sourceHost('https://www.example.org/a/b?c=1')).toBe('example.org');
    expect(sourceHost('http://blog.example.org:8080/post')).toBe('blog.example.org');
  });

  it('gives back what is not a link', () => {
    expect(sourceHost('not a link')).toBe('not a link');
  });
});
