import type {
  ContentDetail,
  ContentItem,
  Discussion,
  PostMedia,
  ThreadPost,
  Transcript,
  VideoChapter,
} from '@vault/contracts';
import { toContentDetail } from './content-response.js';

/**
 * `GET /api/content/{id}` in one statement: the columns the answer shows and the item's copies (a
 * left join: an item may have none), for its owner only. Run as a prepared statement: the lookup
 * is by primary key, and planning the join cost PostgreSQL more than running it.
 */
export const CONTENT_DETAIL_SQL = `SELECT item.id, item.url, item.platform, item.title, item.author,
    item.text, item.summary, item.topics, item.image_url, item.extraction_status,
    item.extraction_error, item.is_favorite, item.is_read, item.quick_note, item.custom_tags,
    item.has_attachments, item.created_at, item.updated_at, item.metadata,
    copy.readable_html, copy.discussion, copy.thread, copy.media, copy.transcript, copy.chapters
  FROM content_items item
  LEFT JOIN content_copies copy ON copy.content_id = item.id
  WHERE item.id = $1 AND item.user_id = $2`;

export interface ContentDetailRow {
  id: number;
  url: string;
  platform: ContentItem['platform'];
  title: string | null;
  author: string | null;
  text: string | null;
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
  created_at: Date;
  updated_at: Date;
  metadata: ContentItem['metadata'];
  readable_html: string | null;
  discussion: Discussion | null;
  thread: ThreadPost[] | null;
  media: PostMedia[] | null;
  transcript: Transcript | null;
  chapters: VideoChapter[] | null;
}

export function detailRowToContentDetail(row: ContentDetailRow): ContentDetail {
  return toContentDetail(
    {
      id: row.id,
      url: row.url,
      platform: row.platform,
      title: row.title,
      author: row.author,
      text: row.text,
      summary: row.summary,
      topics: row.topics,
      imageUrl: row.image_url,
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
    },
    {
      readableHtml: row.readable_html,
      discussion: row.discussion,
      thread: row.thread,
      media: row.media ?? [],
      transcript: row.transcript,
      chapters: row.chapters ?? [],
    },
  );
}
