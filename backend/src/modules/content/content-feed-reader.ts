import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { canonicalizeUrl, parseWebUrl } from '@vault/urls';
import { DataSource } from 'typeorm';
import { ContentQueryService } from './content-query.service.js';

/** One library item as the private library feed shows it: the whole cleaned text. */
export interface LibraryFeedItem {
  id: number;
  url: string;
  title: string | null;
  author: string | null;
  summary: string | null;
  text: string | null;
  tags: string[];
  savedAt: Date;
  updatedAt: Date;
}

export interface LibraryFeedFilter {
  /** Only items carrying this tag (case-insensitive). */
  tag?: string;
  /** Only these items (a board's cards). */
  contentIds?: number[];
  /** Only items a library search matches (a saved search's text, operators included). */
  search?: string;
}

interface ItemRow {
  id: number;
  url: string;
  title: string | null;
  author: string | null;
  summary: string | null;
  text: string | null;
  custom_tags: string[] | null;
  saved_at: Date;
  updated_at: Date;
}

/** What the feeds module reads of the library: the newest items, and which links are saved already. */
@Injectable()
export class ContentFeedReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly query: ContentQueryService,
  ) {}

  /** The user's newest items (by `saved_at`, the library's order), each with its whole text. */
  async newest(
    userId: number,
    filter: LibraryFeedFilter,
    limit: number,
  ): Promise<LibraryFeedItem[]> {
    const conditions = ['user_id = $1'];
    const values: unknown[] = [userId, limit];
    if (filter.tag !== undefined) {
      values.push(filter.tag);
      conditions.push(
        `EXISTS (SELECT 1 FROM unnest(custom_tags) AS tag WHERE lower(tag) = lower($${values.length}))`,
      );
    }
    if (filter.search !== undefined) {
      // The library's own search decides what matches, so the feed lists what the sidebar shows.
      const { ids } = await this.query.matchingIds(userId, { search: filter.search });
      values.push(ids.slice(0, limit));
      conditions.push(`id = ANY($${values.length}::int[])`);
    }
    if (filter.contentIds !== undefined) {
      values.push(filter.contentIds);
      conditions.push(`id = ANY($${values.length}::int[])`);
    }
    const rows: ItemRow[] = await this.dataSource.query(
      `SELECT id, url, title, author, summary, text, custom_tags, saved_at, updated_at
         FROM content_items
        WHERE ${conditions.join(' AND ')}
        ORDER BY saved_at DESC, id DESC
        LIMIT $2`,
      values,
    );
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      title: row.title,
      author: row.author,
      summary: row.summary,
      text: row.text,
      tags: row.custom_tags ?? [],
      savedAt: row.saved_at,
      updatedAt: row.updated_at,
    }));
  }

  /** Which of these links the user has saved already (as the duplicate check compares them). */
  async savedLinks(userId: number, urls: string[]): Promise<Set<string>> {
    const canonical = new Map<string, string>();
    for (const url of urls) {
      const parsed = parseWebUrl(url);
      if (parsed.ok) canonical.set(canonicalizeUrl(parsed.url), url);
    }
    if (canonical.size === 0) return new Set();
    const rows: { canonical_url: string }[] = await this.dataSource.query(
      `SELECT canonical_url FROM content_items WHERE user_id = $1 AND canonical_url = ANY($2::text[])`,
      [userId, [...canonical.keys()]],
    );
    return new Set(rows.map((row) => canonical.get(row.canonical_url)!));
  }
}
