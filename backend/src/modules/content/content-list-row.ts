/**
 * Library and search pages are built as JSON by PostgreSQL, one text per item, and sent as they
 * come: parsing 20 columns per row into objects (dates, arrays, JSON) and serialising them again
 * was most of a list request's CPU and nearly all of its garbage. The shape is `ContentItem`
 * exactly (`toContentItem` in content-response.ts; an integration test compares the two).
 *
 * Pages select only an excerpt of each item's text: whole texts made a page of 50 about 230 KB.
 * The excerpt is a stored column (`LIMITS.listTextExcerpt` characters, see the ListExcerpt
 * migration): cutting it from the out-of-line text on every read cost more than the rest of the
 * query.
 */

/** A time as `Date.toISOString()` writes it (milliseconds, UTC, `Z`). */
export function isoTimeSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const ITEM_JSON = `json_build_object(
  'id', item.id, 'url', item.url, 'platform', item.platform, 'title', item.title,
  'author', item.author, 'text', item.text_excerpt,
  'textTruncated', coalesce(item.text_truncated, false), 'summary', item.summary,
  'topics', item.topics, 'imageUrl', item.image_url, 'extractionStatus', item.extraction_status,
  'extractionError', item.extraction_error, 'isFavorite', item.is_favorite,
  'isRead', item.is_read, 'quickNote', item.quick_note, 'customTags', item.custom_tags,
  'hasAttachments', item.has_attachments, 'createdAt', ${isoTimeSql('item.created_at')},
  'updatedAt', ${isoTimeSql('item.updated_at')}, 'metadata', item.metadata)::text`;

/** The columns a list or search query selects from `content_items item`. */
export const LIST_COLUMNS = `item.id, ${isoTimeSql('item.saved_at')} AS saved_at, ${ITEM_JSON} AS json`;

export interface ContentListRow {
  id: number;
  /** ISO time, for the next page's keyset cursor. */
  saved_at: string;
  /** The item as the API sends it (`ContentItem`). */
  json: string;
}

/** An item of a page: its id, and its JSON as the API sends it. */
export interface ListedItem {
  id: number;
  json: string;
}

export function listedItem(row: ContentListRow): ListedItem {
  return { id: row.id, json: row.json };
}

/** The response body of a page: a JSON array of `ContentItem`. */
export function pageBody(items: readonly ListedItem[]): string {
  return `[${items.map((item) => item.json).join(',')}]`;
}
