import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { HIGHLIGHT_LIMITS, type Highlight, type LibraryHighlight } from '@vault/contracts';
import { In, MoreThan, Repository } from 'typeorm';
import { ContentService, parseSearch, searchQuery, SqlParameters } from '../content/index.js';
import { anchorQuote } from './anchoring.js';
import type { CreateHighlightDto } from './dto/create-highlight.dto.js';
import type { ListHighlightsQuery } from './dto/list-highlights.query.js';
import type { UpdateHighlightDto } from './dto/update-highlight.dto.js';
import { decodeHighlightCursor, encodeHighlightCursor } from './highlight-cursor.js';
import { type LibraryHighlightRow, toHighlight, toLibraryHighlight } from './highlight-response.js';
import {
  assertQuote,
  normaliseHighlightNote,
  normaliseHighlightTags,
  trimContext,
} from './highlight-rules.js';
import { HighlightEntity } from './highlight.entity.js';
import { readerText } from './reader-text.js';

/** Highlights read per query by the data export. */
const EXPORT_BATCH_SIZE = 1000;

export interface HighlightPage {
  highlights: LibraryHighlight[];
  nextCursor: string | null;
}

@Injectable()
export class HighlightsService {
  constructor(
    @InjectRepository(HighlightEntity) private readonly highlights: Repository<HighlightEntity>,
    private readonly content: ContentService,
  ) {}

  /**
   * Stores a highlight of the user's item. When the item has text already, the quote is placed
   * in it (exactly where the reader selected it, or found by its context); one that is not in
   * the text is kept and flagged for review. Before the item is extracted it waits unplaced.
   */
  async create(userId: number, contentId: number, input: CreateHighlightDto): Promise<Highlight> {
    assertQuote(input.quote);
    if (input.start !== undefined && input.end !== undefined && input.end <= input.start)
      throw new BadRequestException('end must be after start');
    const note = normaliseHighlightNote(input.note);
    const tags = normaliseHighlightTags(input.tags);
    await this.content.readerSource(userId, contentId);
    const context = trimContext(input.prefix, input.suffix);
    const highlight = await this.highlights.save(
      this.highlights.create({
        userId,
        contentId,
        quote: input.quote,
        ...context,
        start: null,
        end: null,
        color: input.color ?? 'yellow',
        note,
        tags,
        status: 'attached',
      }),
    );
    // The text is read after the insert: an extraction storing a new text after this read
    // re-anchors every highlight the item has then, this one included.
    const text = readerText(await this.content.readerSource(userId, contentId));
    if (!text) return toHighlight(highlight);
    const anchor = anchorQuote(text, { ...highlight, start: input.start ?? null });
    const placed = anchor
      ? {
          quote: text.slice(anchor.start, anchor.end),
          start: anchor.start,
          end: anchor.end,
          status: 'attached' as const,
        }
      : { status: 'needs-review' as const };
    await this.highlights.update({ id: highlight.id }, placed);
    return toHighlight({ ...highlight, ...placed });
  }

  /** An item's highlights in text order (unplaced ones last). */
  async forItem(userId: number, contentId: number): Promise<Highlight[]> {
    await this.content.readerSource(userId, contentId);
    const rows = await this.highlights.find({
      where: { userId, contentId },
      order: { start: { direction: 'ASC', nulls: 'LAST' }, id: 'ASC' },
    });
    return rows.map(toHighlight);
  }

  /** The highlights of several items (the exports), each item's in text order. */
  async forItems(userId: number, contentIds: number[]): Promise<Map<number, Highlight[]>> {
    const byItem = new Map<number, Highlight[]>();
    if (!contentIds.length) return byItem;
    const rows = await this.highlights.find({
      where: { userId, contentId: In(contentIds) },
      order: { start: { direction: 'ASC', nulls: 'LAST' }, id: 'ASC' },
    });
    for (const row of rows) {
      const list = byItem.get(row.contentId) ?? [];
      list.push(toHighlight(row));
      byItem.set(row.contentId, list);
    }
    return byItem;
  }

  async update(userId: number, id: number, input: UpdateHighlightDto): Promise<Highlight> {
    const highlight = await this.own(userId, id);
    if (input.color !== undefined) highlight.color = input.color;
    if (input.note !== undefined) highlight.note = normaliseHighlightNote(input.note);
    if (input.tags !== undefined) highlight.tags = normaliseHighlightTags(input.tags);
    return toHighlight(await this.highlights.save(highlight));
  }

  async remove(userId: number, id: number): Promise<void> {
    const result = await this.highlights.delete({ id, userId });
    if (!result.affected) throw new NotFoundException('Highlight not found');
  }

  /**
   * The library's highlights, newest first, a keyset page at a time: any depth costs the same.
   * The item's title, address and platform come from a read-only join on its row.
   */
  async list(userId: number, query: ListHighlightsQuery): Promise<HighlightPage> {
    const limit = query.limit ?? HIGHLIGHT_LIMITS.pageSize;
    const cursor = query.cursor ? decodeHighlightCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw new BadRequestException('cursor is not valid');
    const params = new SqlParameters();
    const conditions = [`h.user_id = ${params.add(userId)}`];
    if (query.color) conditions.push(`h.color = ${params.add(query.color)}`);
    if (query.tag) conditions.push(`h.tags @> ARRAY[${params.add(query.tag.trim())}]::text[]`);
    if (query.platform) conditions.push(`item.platform = ${params.add(query.platform)}`);
    const terms = query.search ? parseSearch(query.search) : null;
    if (terms) conditions.push(`h.search @@ ${searchQuery(terms, params)}`);
    if (cursor) {
      conditions.push(
        `(h.created_at, h.id) < (${params.add(cursor.createdAt)}::timestamptz, ${params.add(cursor.id)}::int)`,
      );
    }
    const rows: LibraryHighlightRow[] = await this.highlights.query(
      `SELECT h.id, h.content_id, h.quote, h.prefix, h.suffix, h.start_offset, h.end_offset,
              h.color, h.note, h.tags, h.status, h.created_at, h.updated_at,
              item.title AS item_title, item.url AS item_url, item.platform AS item_platform
         FROM highlights h
         JOIN content_items item ON item.id = h.content_id
        WHERE ${conditions.join(' AND ')}
        ORDER BY h.created_at DESC, h.id DESC
        LIMIT ${params.add(limit + 1)}`,
      params.values,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      highlights: page.map(toLibraryHighlight),
      nextCursor:
        rows.length > limit && last
          ? encodeHighlightCursor({ createdAt: last.created_at, id: last.id })
          : null,
    };
  }

  /** Every highlight in id order, a batch at a time, for the data export. */
  async *exportBatches(userId: number): AsyncGenerator<Highlight[]> {
    let afterId = 0;
    for (;;) {
      const rows = await this.highlights.find({
        where: { userId, id: MoreThan(afterId) },
        order: { id: 'ASC' },
        take: EXPORT_BATCH_SIZE,
      });
      if (!rows.length) return;
      yield rows.map(toHighlight);
      afterId = rows[rows.length - 1]!.id;
      if (rows.length < EXPORT_BATCH_SIZE) return;
    }
  }

  private async own(userId: number, id: number): Promise<HighlightEntity> {
    const highlight = await this.highlights.findOneBy({ id, userId });
    if (!highlight) throw new NotFoundException('Highlight not found');
    return highlight;
  }
}
