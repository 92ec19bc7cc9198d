import { describe, expect, it } from 'vitest';
import { storedImageUrl } from './stored-image';

describe('storedImageUrl', () => {
  it('keeps the copy Vault stored', () => {
    expect(storedImageUrl({ imageUrl: '/api/content/12/image' })).toBe('/api/content/12/image');
  });

  it.each([
    'https://10.0.0.1/secret.png',
    'http://cdn.example/picture.jpg',
    '//cdn.example/picture.jpg',
    '/api/content/12/image/../../../admin',
    null,
  ])('shows nothing for %j', (imageUrl) => {
    expect(storedImageUrl({ imageUrl })).toBeNull();
  });
});
