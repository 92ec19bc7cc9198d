import type { ContentItem } from '@vault/contracts';
import type { ContentItemEntity } from './content-item.entity.js';

export function toContentItem(item: ContentItemEntity): ContentItem {
  return {
    id: item.id,
    url: item.url,
    platform: item.platform,
    title: item.title,
    author: item.author,
    text: item.text,
    summary: item.summary,
    topics: item.topics,
    imageUrl: item.imageUrl,
    extractionStatus: item.extractionStatus,
    extractionError: item.extractionError,
    isFavorite: item.isFavorite,
    isRead: item.isRead,
    quickNote: item.quickNote,
    customTags: item.customTags,
    hasAttachments: item.hasAttachments,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    metadata: item.metadata,
  };
}
