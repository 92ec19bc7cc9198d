import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS } from '@vault/contracts';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
import { ContentItemEntity } from './content-item.entity.js';
import { type ContentCursor, decodeCursor, encodeCursor } from './content-cursor.js';
import type { ListContentQuery } from './dto/list-content.query.js';
import { parseSearch, type SearchTerms } from './search-query.js';

/** Ranking every match of a common word is slow; the newest matches form a bounded candidate set. */
const SEARCH_CANDIDATES = 1000;

export interface ContentPage {
  items: ContentItemEntity[];
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

  private filtered(userId: number, query: ListContentQuery): SelectQueryBuilder<ContentItemEntity> {
    const builder = this.items
      .createQueryBuilder('item')
      .where('item.user_id = :userId', { userId });
    if (query.filter === 'favorites') builder.andWhere('item.is_favorite');
    if (query.filter === 'unread') builder.andWhere('NOT item.is_read');
    if (query.platform) builder.andWhere('item.platform = :platform', { platform: query.platform });
    return builder;
  }

  private async newestFirst(
    userId: number,
    query: ListContentQuery,
    limit: number,
    cursor: ContentCursor | null,
  ): Promise<ContentPage> {
    const builder = this.filtered(userId, query)
      .orderBy('item.saved_at', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .limit(limit + 1);
    if (cursor?.kind === 'keyset') {
      builder.andWhere('(item.saved_at, item.id) < (:savedAt, :id)', {
        savedAt: cursor.savedAt,
        id: cursor.id,
      });
    } else {
      const offset = cursor?.kind === 'offset' ? cursor.offset : (query.offset ?? 0);
      if (offset) builder.offset(offset);
    }
    const rows = await builder.getMany();
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor({ kind: 'keyset', savedAt: last.savedAt, id: last.id })
        : null;
    return { items, nextCursor };
  }

  /**
   * Full text over title, tags, author, note, summary and text (weighted), with a prefix match on
   * the word being typed and typo tolerance on titles; relevance first, then recency.
   */
  private async search(
    userId: number,
    query: ListContentQuery,
    terms: SearchTerms,
    limit: number,
    offset: number,
  ): Promise<ContentPage> {
    const filters = this.filtered(userId, query);
    const [whereSql, whereParams] = filters.getQueryAndParameters() as [string, unknown[]];
    const condition = whereSql.slice(whereSql.indexOf(' WHERE ') + ' WHERE '.length);
    const base = whereParams.length;
    const p = (n: number) => `$${base + n}`;
    const rows: { id: number }[] = await this.items.query(
      `WITH q AS (
         SELECT websearch_to_tsquery('english', ${p(1)}) AS exact,
                CASE WHEN ${p(3)}::text IS NULL THEN NULL
                     WHEN ${p(2)} = '' THEN to_tsquery('english', ${p(3)} || ':*')
                     ELSE websearch_to_tsquery('english', ${p(2)}) && to_tsquery('english', ${p(3)} || ':*')
                END AS prefix
       ),
       candidates AS (
         SELECT "item"."id", "item"."saved_at", "item"."search", "item"."title"
           FROM content_items "item", q
          WHERE ${condition}
            AND ("item"."search" @@ q.exact
                 OR (q.prefix IS NOT NULL AND "item"."search" @@ q.prefix)
                 OR (${p(6)} AND "item"."title" % ${p(1)}))
          ORDER BY "item"."saved_at" DESC
          LIMIT ${SEARCH_CANDIDATES}
       )
       SELECT c.id FROM candidates c, q
        ORDER BY ts_rank_cd(c.search, q.exact, 1) + coalesce(ts_rank_cd(c.search, q.prefix, 1), 0) * 0.5
                 + similarity(coalesce(c.title, ''), ${p(1)}) DESC,
                 c.saved_at DESC, c.id DESC
        LIMIT ${p(4)} OFFSET ${p(5)}`,
      [...whereParams, terms.text, terms.head, terms.prefix, limit + 1, offset, terms.fuzzy],
    );
    const ids = rows.slice(0, limit).map((row) => row.id);
    const found = ids.length ? await this.items.findBy({ id: In(ids), userId }) : [];
    const byId = new Map(found.map((item) => [item.id, item]));
    const items = ids
      .map((id) => byId.get(id))
      .filter((item): item is ContentItemEntity => Boolean(item));
    const nextCursor =
      rows.length > limit ? encodeCursor({ kind: 'offset', offset: offset + limit }) : null;
    return { items, nextCursor };
  }
}
