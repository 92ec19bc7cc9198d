import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS } from '@vault/contracts';
import { Repository } from 'typeorm';
import { AccountLedgerService } from '../users/index.js';
import { ContentItemEntity } from './content-item.entity.js';
import { type ContentCursor, decodeCursor, encodeCursor } from './content-cursor.js';
import { LIST_COLUMNS, type ContentListRow, listRowToContentItem } from './content-list-row.js';
import type { ListContentQuery } from './dto/list-content.query.js';
import { parseSearch } from './search-query.js';
import { listFilters } from './content-filters.js';
import type { ContentPage } from './content-page.js';
import { ContentSearchService } from './content-search.service.js';
import { SqlParameters } from './sql-parameters.js';

@Injectable()
export class ContentQueryService {
  constructor(
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    private readonly searches: ContentSearchService,
    private readonly ledger: AccountLedgerService,
  ) {}

  async list(userId: number, query: ListContentQuery): Promise<ContentPage> {
    const limit = query.limit ?? LIMITS.pageSize;
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw new BadRequestException('cursor is not valid');
    const search = query.search ? parseSearch(query.search) : null;
    if (search) {
      const offset = cursor?.kind === 'offset' ? cursor.offset : (query.offset ?? 0);
      return this.searches.search(userId, query, search, limit, offset);
    }
    return this.newestFirst(userId, query, limit, cursor);
  }

  async stats(userId: number): Promise<{ totalCount: number; monthlyCount: number }> {
    const [totalCount, rows] = await Promise.all([
      this.ledger.contentCount(this.items.manager, userId),
      this.items.query<{ monthly: string }[]>(
        `SELECT count(*) AS monthly FROM content_items
          WHERE user_id = $1 AND created_at >= date_trunc('month', now())`,
        [userId],
      ),
    ]);
    return { totalCount, monthlyCount: Number(rows[0]?.monthly ?? 0) };
  }

  private async newestFirst(
    userId: number,
    query: ListContentQuery,
    limit: number,
    cursor: ContentCursor | null,
  ): Promise<ContentPage> {
    const params = new SqlParameters();
    const conditions = listFilters(userId, query, params);
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
}
