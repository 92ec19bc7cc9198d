import { describe, expect, it } from 'vitest';
import { largestAvatar } from './twitter.js';

describe('largestAvatar', () => {
  it('names the 400 px size of an X profile picture', () => {
    const base = 'https://pbs.twimg.com/profile_images/1846292082501054464/oKUC44PF';
    for (const size of ['normal', 'bigger', 'mini', '200x200'])
      expect(largestAvatar(`${base}_${size}.jpg`)).toBe(`${base}_400x400.jpg`);
    expect(largestAvatar(`${base}_400x400.png`)).toBe(`${base}_400x400.png`);
  });

  it('leaves other images alone', () => {
    const photo = 'https://pbs.twimg.com/media/GX1abc_normal.jpg';
    expect(largestAvatar(photo)).toBe(photo);
    expect(largestAvatar('https://example.com/profile_images/1/a_normal.jpg')).toBe(
      'https://example.com/profile_images/1/a_normal.jpg',
    );
    expect(largestAvatar(null)).toBeNull();
  });
});
