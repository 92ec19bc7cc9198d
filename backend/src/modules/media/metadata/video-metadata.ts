import { withFileReader } from './file-reader.js';
import { type MediaMetadata, NO_METADATA } from './media-metadata.js';
import { readMp4Info } from './mp4-metadata.js';
import { readWebmInfo } from './webm-metadata.js';

/** Duration and frame size from the container's headers (no decoder needed). */
export async function readVideoMetadata(
  filePath: string,
  mimeType: string,
): Promise<MediaMetadata> {
  try {
    const info = await withFileReader(filePath, (reader) =>
      mimeType === 'video/webm' ? readWebmInfo(reader) : readMp4Info(reader),
    );
    return { ...NO_METADATA, ...info };
  } catch {
    // The bytes said video; a header we cannot follow only leaves the details unknown.
    return NO_METADATA;
  }
}
