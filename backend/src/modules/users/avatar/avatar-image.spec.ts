import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AvatarImageError, sniffImageType, toAvatarWebp } from './avatar-image.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } });

describe('sniffImageType', () => {
  it('names the four formats by their bytes', async () => {
    expect(sniffImageType(await solid(4, 4).jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await solid(4, 4).png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await solid(4, 4).gif().toBuffer())).toBe('image/gif');
    expect(sniffImageType(await solid(4, 4).webp().toBuffer())).toBe('image/webp');
  });

  it('refuses markup and other formats whatever they are called', () => {
    expect(sniffImageType(Buffer.from('<html><body>hi</body></html>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('toAvatarWebp', () => {
  it('crops to a 256 px square WebP', async () => {
    const webp = await toAvatarWebp(await solid(900, 300).png().toBuffer());
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('refuses a file whose bytes are not an image, and an image it cannot decode', async () => {
    await expect(
      toAvatarWebp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).rejects.toBeInstanceOf(AvatarImageError);
    const truncated = (await solid(64, 64).png().toBuffer()).subarray(0, 40);
    await expect(toAvatarWebp(truncated)).rejects.toBeInstanceOf(AvatarImageError);
  });
});
