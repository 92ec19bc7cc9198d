import type { SniffedType } from '../upload/sniff-type.js';
import { readImageMetadata } from './image-metadata.js';
import type { MediaMetadata } from './media-metadata.js';
import { readPdfMetadata } from './pdf-metadata.js';
import { readVideoMetadata } from './video-metadata.js';

export function readMetadata(filePath: string, type: SniffedType): Promise<MediaMetadata> {
  switch (type.fileType) {
    case 'image':
      return readImageMetadata(filePath);
    case 'video':
      return readVideoMetadata(filePath, type.mimeType);
    case 'document':
      return readPdfMetadata(filePath);
  }
}
