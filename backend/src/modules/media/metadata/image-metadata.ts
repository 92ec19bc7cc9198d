import sharp from 'sharp';
import type { MediaMetadata } from './media-metadata.js';

const THUMBNAIL_SIZE = 480;

/** Decoding refused: a damaged image, or one over sharp's pixel limit (a decompression bomb). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`Image could not be decoded: ${String(cause)}`);
    this.name = 'UnreadableImageError';
  }
}

/**
 * Displayed width and height (EXIF orientation applied) and a WebP thumbnail of the first frame.
 * sharp's default pixel limit (about 268 megapixels) refuses decompression bombs.
 */
export async function readImageMetadata(filePath: string): Promise<MediaMetadata> {
  try {
    const info = await sharp(filePath).metadata();
    const thumbnail = await sharp(filePath)
      .autoOrient()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      width: info.autoOrient.width,
      height: info.autoOrient.height,
      duration: null,
      pageCount: null,
      thumbnail,
    };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

export const THUMBNAIL_MIME_TYPE = 'image/webp';
