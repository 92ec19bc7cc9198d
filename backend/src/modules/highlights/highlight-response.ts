import type { Highlight, LibraryHighlight, Platform } from '@vault/contracts';
import type { HighlightEntity } from './highlight.entity.js';

export function toHighlight(entity: HighlightEntity): Highlight {
  return {
    id: entity.id,
    contentId: entity.contentId,
    quote: entity.quote,
    prefix: entity.prefix,
    suffix: entity.suffix,
    start: entity.start,
    end: entity.end,
    color: entity.color,
    note: entity.note,
    tags: entity.tags,
    status: entity.status,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}

/** A row of the library-wide list: the highlight's columns and its item's title, URL, platform. */
export interface LibraryHighlightRow {
  id: number;
  content_id: number;
  quote: string;
  prefix: string;
  suffix: string;
  start_offset: number | null;
  end_offset: number | null;
  color: Highlight['color'];
  note: string | null;
  tags: string[];
  status: Highlight['status'];
  created_at: Date;
  updated_at: Date;
  item_title: string | null;
  item_url: string;
  item_platform: Platform;
}

export function toLibraryHighlight(row: LibraryHighlightRow): LibraryHighlight {
  return {
    id: row.id,
    contentId: row.content_id,
    quote: row.quote,
    prefix: row.prefix,
    suffix: row.suffix,
    start: row.start_offset,
    end: row.end_offset,
    color: row.color,
    note: row.note,
    tags: row.tags,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    item: {
      id: row.content_id,
      title: row.item_title,
      url: row.item_url,
      platform: row.item_platform,
    },
  };
}
