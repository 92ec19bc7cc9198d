import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  type SearchSource,
  type SearchTerms,
  searchQuery,
  SqlParameters,
} from '../content/index.js';
import { HighlightEntity } from './highlight.entity.js';

/** Lets the library's search find items through their highlights' quotes, notes and tags. */
@Injectable()
export class HighlightsSearchSource implements SearchSource {
  constructor(
    @InjectRepository(HighlightEntity) private readonly highlights: Repository<HighlightEntity>,
  ) {}

  async matchingItems(userId: number, terms: SearchTerms, limit: number): Promise<number[]> {
    const params = new SqlParameters();
    const rows: { content_id: number }[] = await this.highlights.query(
      `SELECT DISTINCT h.content_id FROM highlights h
        WHERE h.user_id = ${params.add(userId)} AND h.search @@ ${searchQuery(terms, params)}
        LIMIT ${params.add(limit)}`,
      params.values,
    );
    return rows.map((row) => row.content_id);
  }

  async matchedAmong(userId: number, terms: SearchTerms, ids: number[]): Promise<Set<number>> {
    const params = new SqlParameters();
    const rows: { content_id: number }[] = await this.highlights.query(
      `SELECT DISTINCT h.content_id FROM highlights h
        WHERE h.user_id = ${params.add(userId)} AND h.content_id = ANY(${params.add(ids)}::int[])
          AND h.search @@ ${searchQuery(terms, params)}`,
      params.values,
    );
    return new Set(rows.map((row) => row.content_id));
  }
}
