import { describe, expect, it } from 'vitest';
import { imageFileName } from './download-image';

describe('imageFileName', () => {
  it('takes the last part of the path', () => {
    expect(imageFileName('https://cdn.example.com/a/b/photo%20one.jpg?w=200')).toBe(
      'photo one.jpg',
    );
  });

  it('falls back to a generic name', () => {
    expect(imageFileName('https://cdn.example.com/')).toBe('image');
    expect(imageFileName('https://cdn.example.com/%E0%A4%A')).toBe('image');
  });
});
