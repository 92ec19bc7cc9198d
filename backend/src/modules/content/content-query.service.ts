import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  BULK_ITEMS_MAX,
  LIMITS,
  type LibrarySelection,
  type MatchingIdsResponse,
} from '@vault/contracts';
import { Repository } from 'typeorm';
import { AccountLedgerService } from '../users/index.js';
import { ContentItemEntity } from './content-item.entity.js';
import { type ContentCursor, decodeCursor, encodeCursor } from './content-cursor.js';
import { LIST_COLUMNS, type ContentListRow, listRowToContentItem } from './content-list-row.js';
import { ContentListRows } from './content-list-rows.js';
import type { ListContentQuery } from './dto/list-content.query.js';
import { type LibraryFilters, listFilters } from './content-filters.js';
import { resolveSelection } from './library-selection.js';
import { itemSearchMatch } from './search-sql.js';
import type { ContentPage } from './content-page.js';
import { ContentSearchService } from './content-search.service.js';
import { SqlParameters } from './sql-parameters.js';

@Injectable()
export class ContentQueryService {
  constructor(
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    private readonly searches: ContentSearchService,
    private readonly ledger: AccountLedgerService,
    private readonly listRows: ContentListRows,
  ) {}

  async list(userId: number, query: ListContentQuery): Promise<ContentPage> {
    const limit = query.limit ?? LIMITS.pageSize;
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw new BadRequestException('cursor is not valid');
    const { filters, terms } = resolveSelection(query);
    if (terms) {
      const offset = cursor?.kind === 'offset' ? cursor.offset : (query.offset ?? 0);
      return this.searches.search(userId, filters, terms, limit, offset);
    }
    return this.newestFirst(userId, filters, limit, cursor, query.offset ?? 0);
  }

  /**
   * Every item a selection matches ("select all results"), newest first, at most BULK_ITEMS_MAX,
   * and how many match. The words filter as the search does, without its typo-tolerant extras.
   */
  async matchingIds(userId: number, selection: LibrarySelection): Promise<MatchingIdsResponse> {
    const { filters, terms } = resolveSelection(selection);
    const params = new SqlParameters();
    const conditions = listFilters(userId, filters, params);
    if (terms) conditions.push(itemSearchMatch(userId, terms, params));
    const where = conditions.join(' AND ');
    const [rows, counted] = await Promise.all([
      this.items.query<{ id: number }[]>(
        `SELECT item.id FROM content_items item WHERE ${where}
          ORDER BY item.saved_at DESC, item.id DESC LIMIT ${BULK_ITEMS_MAX}`,
        params.values,
      ),
      this.items.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM content_items item WHERE ${where}`,
        params.values,
      ),
    ]);
    return { ids: rows.map((row) => row.id), total: counted[0]?.total ?? 0 };
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
    filters: LibraryFilters,
    limit: number,
    cursor: ContentCursor | null,
    firstOffset: number,
  ): Promise<ContentPage> {
    const params = new SqlParameters();
    const conditions = listFilters(userId, filters, params);
    let offset = 0;
    if (cursor?.kind === 'keyset') {
      conditions.push(
        `(item.saved_at, item.id) < (${params.add(cursor.savedAt)}::timestamptz, ${params.add(cursor.id)}::int)`,
      );
    } else {
      offset = cursor?.kind === 'offset' ? cursor.offset : firstOffset;
    }
    const rows = await this.listRows.query<ContentListRow>(
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
        ? encodeCursor({ kind: 'keyset', savedAt: new Date(last.saved_at), id: last.id })
        : null;
    return { items: page.map(listRowToContentItem), nextCursor };
  }
}
