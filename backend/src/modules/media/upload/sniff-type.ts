import type { MediaFileType } from '@vault/contracts';
import { fileTypeFromFile } from 'file-type';

export interface SniffedType {
  mimeType: string;
  fileType: MediaFileType;
}

/**
 * What the bytes say, mapped to the types we keep; the declared type and the name are ignored.
 * Animated PNG is still PNG, and Apple's M4V is an MP4 container.
 */
const ACCEPTED: Record<string, SniffedType> = {
  'image/jpeg': { mimeType: 'image/jpeg', fileType: 'image' },
  'image/png': { mimeType: 'image/png', fileType: 'image' },
  'image/apng': { mimeType: 'image/png', fileType: 'image' },
  'image/gif': { mimeType: 'image/gif', fileType: 'image' },
  'image/webp': { mimeType: 'image/webp', fileType: 'image' },
  'video/mp4': { mimeType: 'video/mp4', fileType: 'video' },
  'video/x-m4v': { mimeType: 'video/mp4', fileType: 'video' },
  'video/webm': { mimeType: 'video/webm', fileType: 'video' },
  'video/quicktime': { mimeType: 'video/quicktime', fileType: 'video' },
  'application/pdf': { mimeType: 'application/pdf', fileType: 'document' },
};

/** The accepted type of a file by its magic bytes, or null when it is not one we take. */
export async function sniffType(filePath: string): Promise<SniffedType | null> {
  const detected = await fileTypeFromFile(filePath);
  return (detected && ACCEPTED[detected.mime]) ?? null;
}
