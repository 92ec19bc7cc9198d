import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type ContentItem, LIMITS } from '@vault/contracts';
import { Repository } from 'typeorm';
import { ContentItemEntity } from './content-item.entity.js';
import { type ContentCursor, decodeCursor, encodeCursor } from './content-cursor.js';
import { LIST_COLUMNS, type ContentListRow, listRowToContentItem } from './content-list-row.js';
import type { ListContentQuery } from './dto/list-content.query.js';
import { parseSearch, type SearchTerms } from './search-query.js';
import { SqlParameters } from './sql-parameters.js';

/**
 * Ranking every match of a common word costs hundreds of milliseconds on a large library, so only
 * the newest matches are ranked by relevance; later matches follow them newest first. The set is
 * the same for every page, so pages never repeat or skip an item.
 */
export const RANKED_CANDIDATES = 200;

export interface ContentPage {
  items: ContentItem[];
  nextCursor: string | null;
}

@Injectable()
export class ContentQueryService {
  constructor(
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
  ) {}

  async list(userId: number, query: ListContentQuery): Promise<ContentPage> {
    const limit = query.limit ?? LIMITS.pageSize;
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw new BadRequestException('cursor is not valid');
    const search = query.search ? parseSearch(query.search) : null;
    if (search) {
      const offset = cursor?.kind === 'offset' ? cursor.offset : (query.offset ?? 0);
      return this.search(userId, query, search, limit, offset);
    }
    return this.newestFirst(userId, query, limit, cursor);
  }

  async stats(userId: number): Promise<{ totalCount: number; monthlyCount: number }> {
    const rows: { total: number; monthly: string }[] = await this.items.query(
      `SELECT u.content_count AS total,
              (SELECT count(*) FROM content_items c
                WHERE c.user_id = u.id AND c.created_at >= date_trunc('month', now())) AS monthly
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    return { totalCount: rows[0]?.total ?? 0, monthlyCount: Number(rows[0]?.monthly ?? 0) };
  }

  /** The user and the filter chips, written to match the partial indexes' predicates. */
  private filters(userId: number, query: ListContentQuery, params: SqlParameters): string[] {
    const conditions = [`item.user_id = ${params.add(userId)}`];
    if (query.filter === 'favorites') conditions.push('item.is_favorite');
    if (query.filter === 'unread') conditions.push('NOT item.is_read');
    if (query.platform) conditions.push(`item.platform = ${params.add(query.platform)}`);
    return conditions;
  }

  private async newestFirst(
    userId: number,
    query: ListContentQuery,
    limit: number,
    cursor: ContentCursor | null,
  ): Promise<ContentPage> {
    const params = new SqlParameters();
    const conditions = this.filters(userId, query, params);
    let offset = 0;
    if (cursor?.kind === 'keyset') {
      conditions.push(
        `(item.saved_at, item.id) < (${params.add(cursor.savedAt)}::timestamptz, ${params.add(cursor.id)}::int)`,
      );
    } else {
      offset = cursor?.kind === 'offset' ? cursor.offset : (query.offset ?? 0);
    }
    const rows: ContentListRow[] = await this.items.query(
      `SELECT ${LIST_COLUMNS}
         FROM content_items item
        WHERE ${conditions.join(' AND ')}
        ORDER BY item.saved_at DESC, item.id DESC
        LIMIT ${params.add(limit + 1)} OFFSET ${params.add(offset)}`,
      params.values,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor({ kind: 'keyset', savedAt: last.saved_at, id: last.id })
        : null;
    return { items: page.map(listRowToContentItem), nextCursor };
  }

  /**
   * Full text over title, tags, author, note, summary and text (weighted), with a prefix match on
   * the word being typed; relevance first (within the newest matches), then recency. When the
   * words match fewer than a page, titles that look like the query (typos) fill the first page.
   */
  private async search(
    userId: number,
    query: ListContentQuery,
    terms: SearchTerms,
    limit: number,
    offset: number,
  ): Promise<ContentPage> {
    const params = new SqlParameters();
    const conditions = this.filters(userId, query, params);
    const text = params.add(terms.text);
    // Written inline (not in a CTE) so the planner estimates how many rows each query matches.
    const exact = `websearch_to_tsquery('english', ${text})`;
    let prefix: string | null = null;
    if (terms.prefix) {
      const word = `to_tsquery('english', ${params.add(terms.prefix)} || ':*')`;
      prefix = terms.head
        ? `(websearch_to_tsquery('english', ${params.add(terms.head)}) && ${word})`
        : word;
    }
    // The prefix query matches everything the exact one does (same head, the last word's stem is
    // a prefix of itself): filtering on both would read each row's search vector twice.
    const match = `item.search @@ ${prefix ?? exact}`;
    const rank = prefix
      ? `ts_rank_cd(item.search, ${exact}, 1) + ts_rank_cd(item.search, ${prefix}, 1) * 0.5`
      : `ts_rank_cd(item.search, ${exact}, 1)`;
    const candidates = `${params.add(RANKED_CANDIDATES)}::int`;
    // Newest matches first (narrow rows), then relevance for the candidate set only, then the
    // page's columns for the page's rows only.
    const rows: ContentListRow[] = await this.items.query(
      `WITH matched AS (
         SELECT item.id, item.saved_at
           FROM content_items item
          WHERE ${conditions.join(' AND ')} AND ${match}
          ORDER BY item.saved_at DESC, item.id DESC
          LIMIT greatest(${candidates}, ${params.add(offset + limit + 1)}::int)
       ),
       numbered AS (
         SELECT id, saved_at, row_number() OVER (ORDER BY saved_at DESC, id DESC) AS recency
           FROM matched
       ),
       ranked AS (
         SELECT numbered.id, numbered.saved_at,
                CASE WHEN numbered.recency <= ${candidates}
                     THEN ${rank} + similarity(coalesce(item.title, ''), ${text}) END AS relevance
           FROM numbered JOIN content_items item ON item.id = numbered.id
          ORDER BY relevance DESC NULLS LAST, numbered.saved_at DESC, numbered.id DESC
          LIMIT ${params.add(limit + 1)} OFFSET ${params.add(offset)}
       )
       SELECT ${LIST_COLUMNS}
         FROM ranked JOIN content_items item ON item.id = ranked.id
        ORDER BY ranked.relevance DESC NULLS LAST, ranked.saved_at DESC, ranked.id DESC`,
      params.values,
    );
    const items = rows.slice(0, limit).map(listRowToContentItem);
    if (rows.length > limit) {
      return { items, nextCursor: encodeCursor({ kind: 'offset', offset: offset + limit }) };
    }
    if (offset === 0 && terms.fuzzy && items.length < limit) {
      items.push(...(await this.similarTitles(userId, query, terms.text, items, limit)));
    }
    return { items, nextCursor: null };
  }

  /** Typo tolerance: titles containing a word close to what was typed (pg_trgm, indexed). */
  private async similarTitles(
    userId: number,
    query: ListContentQuery,
    text: string,
    found: ContentItem[],
    limit: number,
  ): Promise<ContentItem[]> {
    const params = new SqlParameters();
    const conditions = this.filters(userId, query, params);
    const typed = params.add(text);
    conditions.push(`${typed} <% item.title`);
    if (found.length)
      conditions.push(`item.id <> ALL(${params.add(found.map((item) => item.id))}::int[])`);
    const rows: ContentListRow[] = await this.items.query(
      `SELECT ${LIST_COLUMNS}
         FROM content_items item
        WHERE ${conditions.join(' AND ')}
        ORDER BY word_similarity(${typed}, item.title) DESC, item.saved_at DESC, item.id DESC
        LIMIT ${params.add(limit - found.length)}`,
      params.values,
    );
    return rows.map(listRowToContentItem);
  }
}
