import type { ContentItem } from '@vault/contracts';
import { displayImageUrl } from './content-image.js';

/**
 * Library and search pages select only an excerpt of each item's text: whole texts made a page of
 * 50 about 230 KB, and serialising them was most of a list request's cost. The excerpt is a stored
 * column (`LIMITS.listTextExcerpt` characters, see the ListExcerpt migration): cutting it from the
 * out-of-line text on every read cost more than the rest of the query.
 */
export const LIST_COLUMNS = `
  item.id, item.url, item.platform, item.title, item.author,
  item.text_excerpt AS text, item.text_truncated,
  item.summary, item.topics, item.image_url, item.extraction_status, item.extraction_error,
  item.is_favorite, item.is_read, item.quick_note, item.custom_tags, item.has_attachments,
  item.created_at, item.updated_at, item.saved_at, item.metadata`;

export interface ContentListRow {
  id: number;
  url: string;
  platform: ContentItem['platform'];
  title: string | null;
  author: string | null;
  text: string | null;
  text_truncated: boolean | null;
  summary: string | null;
  topics: string[];
  image_url: string | null;
  extraction_status: ContentItem['extractionStatus'];
  extraction_error: string | null;
  is_favorite: boolean;
  is_read: boolean;
  quick_note: string | null;
  custom_tags: string[] | null;
  has_attachments: boolean;
  /** The instants as the answer shows them (`ContentListRows`). */
  created_at: string;
  updated_at: string;
  saved_at: string;
  metadata: ContentItem['metadata'];
}

/** The card of a list row: `toContentItem`'s shape, with the text cut to its excerpt. */
export function listRowToContentItem(row: ContentListRow): ContentItem {
  return {
    id: row.id,
    url: row.url,
    platform: row.platform,
    title: row.title,
    author: row.author,
    text: row.text,
    textTruncated: row.text_truncated === true,
    summary: row.summary,
    topics: row.topics,
    imageUrl: displayImageUrl({ id: row.id, imageUrl: row.image_url }),
    extractionStatus: row.extraction_status,
    extractionError: row.extraction_error,
    isFavorite: row.is_favorite,
    isRead: row.is_read,
    quickNote: row.quick_note,
    customTags: row.custom_tags,
    hasAttachments: row.has_attachments,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    metadata: row.metadata,
  };
}
