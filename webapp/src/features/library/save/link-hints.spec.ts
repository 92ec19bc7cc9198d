import { describe, expect, it } from 'vitest';
import { detectedPlatformLabel, isLinkLike } from './link-hints';

describe('isLinkLike', () => {
  it('accepts one web address, with or without a scheme', () => {
    expect(isLinkLike('https://www.youtube.com/watch?v=abc')).toBe(true);
    expect(isLinkLike('  example.com/page \n')).toBe(true);
  });

  it('refuses sentences, blank text and other schemes', () => {
    expect(isLinkLike('see example.com for details')).toBe(false);
    expect(isLinkLike('')).toBe(false);
    expect(isLinkLike('hello')).toBe(false);
    expect(isLinkLike('javascript:alert(1)')).toBe(false);
  });
});

describe('detectedPlatformLabel', () => {
  it('names the platform of a pasted link', () => {
    expect(detectedPlatformLabel('https://www.linkedin.com/posts/x')).toBe('LinkedIn');
    expect(detectedPlatformLabel('youtu.be/abc')).toBe('YouTube');
    expect(detectedPlatformLabel('"https://x.com/a/status/1"')).toBe('Twitter');
    expect(detectedPlatformLabel('https://example.org/a')).toBe('Web');
  });

  it('says nothing until the input is a URL', () => {
    expect(detectedPlatformLabel('')).toBeNull();
    expect(detectedPlatformLabel('https://')).toBeNull();
  });
});
