import type { MediaAttachment, MediaExportEntry } from '@vault/contracts';
import type { MediaAttachmentEntity } from './media-attachment.entity.js';

export const mediaFilePath = (id: number) => `/api/media/${id}/file`;
export const mediaThumbnailPath = (id: number) => `/api/media/${id}/thumbnail`;

export function toMediaAttachment(row: MediaAttachmentEntity): MediaAttachment {
  return {
    id: row.id,
    contentId: row.contentId,
    fileName: row.fileName,
    fileType: row.fileType,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    cloudinaryUrl: mediaFilePath(row.id),
    thumbnailUrl: row.thumbnailKey ? mediaThumbnailPath(row.id) : null,
    duration: row.duration,
    width: row.width,
    height: row.height,
    pageCount: row.pageCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMediaExportEntry(row: MediaAttachmentEntity): MediaExportEntry {
  const { cloudinaryUrl, thumbnailUrl: _thumbnail, ...rest } = toMediaAttachment(row);
  return { ...rest, downloadPath: cloudinaryUrl };
}
