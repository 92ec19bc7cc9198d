import { AVATAR } from '@vault/contracts';
import sharp from 'sharp';

/** Larger pictures are refused before decoding, so a small file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

type AvatarMime = (typeof AVATAR.mimeTypes)[number];

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image type the bytes themselves say, or null: the file name and declared type are not trusted. */
export function sniffImageType(bytes: Buffer): AvatarMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (
    bytes
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  )
    return 'image/gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

export class AvatarImageError extends Error {}

/**
 * Re-encodes a picture as a square WebP of `AVATAR.sizePx`, honouring its orientation. Re-encoding
 * drops metadata (location, camera) and anything smuggled after the image data.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  if (!sniffImageType(bytes)) {
    throw new AvatarImageError('Please upload a JPEG, PNG, GIF or WebP image.');
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR.sizePx, AVATAR.sizePx, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AvatarImageError('That image could not be read. Please try another picture.');
  }
}
