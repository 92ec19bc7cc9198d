import type { PostMedia } from '@vault/contracts';
import { describe, expect, it } from 'vitest';
import { originalHost, storedFileUrl, tileKind } from './stored-media';

const entry = (fields: Partial<PostMedia>): PostMedia => ({
  kind: 'image',
  originalUrl: 'https://cdn.site.test/a.jpg',
  storedUrl: null,
  notKeptReason: null,
  ...fields,
});

describe('stored media tiles', () => {
  it('shows only Vault’s own copies', () => {
    expect(storedFileUrl('/api/media/stored/12')).toBe('/api/media/stored/12');
    expect(storedFileUrl('https://cdn.site.test/a.jpg')).toBeNull();
    expect(storedFileUrl('/api/media/stored/12/../x')).toBeNull();
    expect(storedFileUrl(undefined)).toBeNull();
  });

  it('tells kept, not kept and waiting entries apart', () => {
    expect(tileKind(entry({ storedUrl: '/api/media/stored/1' }))).toBe('image');
    expect(tileKind(entry({ kind: 'video', storedUrl: '/api/media/stored/2' }))).toBe('video');
    expect(tileKind(entry({ notKeptReason: 'Larger than 200 MB' }))).toBe('not-kept');
    expect(tileKind(entry({ storedUrl: 'https://cdn.site.test/a.jpg' }))).toBe('pending');
  });

  it('names the original host', () => {
    expect(originalHost('https://cdn.site.test/a.jpg')).toBe('cdn.site.test');
    expect(originalHost('not a url')).toBe('not a url');
  });
});
