import type { ContentDetail, ContentItem } from '@vault/contracts';
import { displayImageUrl, withoutRemoteImages } from './content-image.js';
import type { ContentItemEntity } from './content-item.entity.js';

/** What the API shows of an item: an entity, or a list row with an excerpt of the text. */
export type ContentItemFields = Pick<
  ContentItemEntity,
  | 'id'
  | 'url'
  | 'platform'
  | 'title'
  | 'author'
  | 'text'
  | 'summary'
  | 'topics'
  | 'imageUrl'
  | 'extractionStatus'
  | 'extractionError'
  | 'isFavorite'
  | 'isRead'
  | 'quickNote'
  | 'customTags'
  | 'hasAttachments'
  | 'createdAt'
  | 'updatedAt'
  | 'metadata'
>;

export function toContentItem(item: ContentItemFields, textTruncated = false): ContentItem {
  return {
    id: item.id,
    url: item.url,
    platform: item.platform,
    title: item.title,
    author: item.author,
    text: item.text,
    textTruncated,
    summary: item.summary,
    topics: item.topics,
    imageUrl: displayImageUrl(item),
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

/** What `GET /api/content/{id}` adds to the list's fields. */
export type ContentDetailParts = Omit<ContentDetail, keyof ContentItem>;

/** `GET /api/content/{id}`: the whole item, its reader view, discussion, thread, media and captions. */
export function toContentDetail(item: ContentItemFields, parts: ContentDetailParts): ContentDetail {
  return {
    ...toContentItem(item),
    ...parts,
    readableHtml: withoutRemoteImages(parts.readableHtml),
  };
}
