import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContentItem } from '@vault/contracts';
import { Repository } from 'typeorm';
import type { ContentPage } from './content-page.js';
import { ContentItemEntity } from './content-item.entity.js';
import { encodeCursor } from './content-cursor.js';
import { listFilters } from './content-filters.js';
import { LIST_COLUMNS, type ContentListRow, listRowToContentItem } from './content-list-row.js';
import type { ListContentQuery } from './dto/list-content.query.js';
import type { SearchTerms } from './search-query.js';
import { searchMatch, searchRelevance } from './search-sql.js';
import { SqlParameters } from './sql-parameters.js';

/**
 * Ranking every match of a common word costs hundreds of milliseconds on a large library, so only
 * the newest matches are ranked by relevance; later matches follow them newest first. The set is
 * the same for every page, so pages never repeat or skip an item.
 */
export const RANKED_CANDIDATES = 200;

/**
 * The newest matches are looked for in the newest 2,000 items first, then the next 8,000, and so
 * on. Within a window PostgreSQL intersects the full-text index with the date index and only
 * reads the rows in both; scanning newest-first instead reads every row's (large, out-of-line)
 * search vector until enough match: on 100,000 items, about 50,000 pages for a phrase in 2 % of
 * them, against about 2,000 this way.
 */
export const SEARCH_WINDOWS = [2_000, 10_000, 50_000] as const;

interface Match {
  id: number;
  saved_at: Date;
}

type Filters = Pick<ListContentQuery, 'filter' | 'platform' | 'topic'>;

@Injectable()
export class ContentSearchService {
  constructor(
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
  ) {}

  /**
   * Full text over title, tags, author, note, summary and text (weighted), with a prefix match on
   * the word being typed; relevance first (within the newest matches), then recency. When the
   * words match fewer than a page, titles that look like the query (typos) fill the first page.
   */
  async search(
    userId: number,
    filters: Filters,
    terms: SearchTerms,
    limit: number,
    offset: number,
  ): Promise<ContentPage> {
    const wanted = Math.max(RANKED_CANDIDATES, offset + limit + 1);
    const matches = await this.newestMatches(userId, filters, terms, wanted);
    const params = new SqlParameters();
    const ids = params.add(matches.map((match) => match.id));
    const rows: ContentListRow[] = matches.length
      ? await this.items.query(
          `WITH ranked AS (
             SELECT m.id, m.recency,
                    CASE WHEN m.recency <= ${params.add(RANKED_CANDIDATES)}::int
                         THEN ${searchRelevance(terms, params)} END AS relevance
               FROM unnest(${ids}::int[]) WITH ORDINALITY AS m(id, recency)
               JOIN content_items item ON item.id = m.id AND item.user_id = ${params.add(userId)}
              ORDER BY relevance DESC NULLS LAST, m.recency
              LIMIT ${params.add(limit + 1)} OFFSET ${params.add(offset)}
           )
           SELECT ${LIST_COLUMNS}
             FROM ranked JOIN content_items item ON item.id = ranked.id
            ORDER BY ranked.relevance DESC NULLS LAST, ranked.recency`,
          params.values,
        )
      : [];
    const items = rows.slice(0, limit).map(listRowToContentItem);
    if (rows.length > limit) {
      return { items, nextCursor: encodeCursor({ kind: 'offset', offset: offset + limit }) };
    }
    if (offset === 0 && terms.fuzzy && items.length < limit) {
      items.push(...(await this.similarTitles(userId, filters, terms.text, items, limit)));
    }
    return { items, nextCursor: null };
  }

  /** Up to `wanted` matching items, newest first, window by window (see SEARCH_WINDOWS). */
  private async newestMatches(
    userId: number,
    filters: Filters,
    terms: SearchTerms,
    wanted: number,
  ): Promise<Match[]> {
    const found: Match[] = [];
    let upper: Date | null = null;
    for (const size of [...SEARCH_WINDOWS, null]) {
      const lower = size === null ? null : await this.windowStart(userId, filters, size);
      const params = new SqlParameters();
      const conditions = [...listFilters(userId, filters, params), searchMatch(terms, params)];
      if (lower) conditions.push(`item.saved_at >= ${params.add(lower)}`);
      if (upper) conditions.push(`item.saved_at < ${params.add(upper)}`);
      // MATERIALIZED keeps the planner from walking the date index newest-first and testing each
      // row's search vector (its cost model does not count reading those); all of a window's
      // matches come from the two indexes instead.
      const rows: Match[] = await this.items.query(
        `WITH window_matches AS MATERIALIZED (
           SELECT item.id, item.saved_at FROM content_items item WHERE ${conditions.join(' AND ')}
         )
         SELECT id, saved_at FROM window_matches
          ORDER BY saved_at DESC, id DESC
          LIMIT ${params.add(wanted - found.length)}`,
        params.values,
      );
      found.push(...rows);
      if (found.length >= wanted || !lower) break;
      upper = lower;
    }
    return found;
  }

  /** When the `size`-th newest item (with the filters) was saved; null when there are fewer. */
  private async windowStart(userId: number, filters: Filters, size: number): Promise<Date | null> {
    const params = new SqlParameters();
    const conditions = listFilters(userId, filters, params);
    const rows: { saved_at: Date }[] = await this.items.query(
      `SELECT item.saved_at FROM content_items item
        WHERE ${conditions.join(' AND ')}
        ORDER BY item.saved_at DESC, item.id DESC
        OFFSET ${params.add(size - 1)} LIMIT 1`,
      params.values,
    );
    return rows[0]?.saved_at ?? null;
  }

  /** Typo tolerance: titles containing a word close to what was typed (pg_trgm, indexed). */
  private async similarTitles(
    userId: number,
    filters: Filters,
    text: string,
    found: ContentItem[],
    limit: number,
  ): Promise<ContentItem[]> {
    const params = new SqlParameters();
    const conditions = listFilters(userId, filters, params);
    const typed = params.add(text);
    conditions.push(`${typed} <% item.title`);
    if (found.length) {
      conditions.push(`item.id <> ALL(${params.add(found.map((item) => item.id))}::int[])`);
    }
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
