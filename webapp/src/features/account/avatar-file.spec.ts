import { describe, expect, it } from 'vitest';
import { avatarFileError } from './avatar-file';

describe('avatarFileError', () => {
  it('accepts the four image types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(avatarFileError({ type, size: 5 * 1024 * 1024 })).toBeUndefined();
    }
  });

  it('refuses other types and larger files', () => {
    expect(avatarFileError({ type: 'image/svg+xml', size: 10 })).toMatch(/JPEG, PNG, GIF or WebP/);
    expect(avatarFileError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch(/5 MB/);
  });
});
