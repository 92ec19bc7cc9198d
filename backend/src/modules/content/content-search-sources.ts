import { Injectable } from '@nestjs/common';
import type { SearchTerms } from './search-query.js';

/**
 * Records hung off items that the library's search also looks in (highlights and their notes).
 * Each source answers with its own indexed query, so a search of someone who has none of them
 * costs one index probe more, and the items' own search is unchanged.
 */
export interface SearchSource {
  /** Up to `limit` ids of the user's items with a matching record. */
  matchingItems(userId: number, terms: SearchTerms, limit: number): Promise<number[]>;
  /** Those of `ids` with a matching record. */
  matchedAmong(userId: number, terms: SearchTerms, ids: number[]): Promise<Set<number>>;
}

@Injectable()
export class ContentSearchSources {
  private readonly sources: SearchSource[] = [];

  register(source: SearchSource): void {
    this.sources.push(source);
  }

  async matchingItems(userId: number, terms: SearchTerms, limit: number): Promise<number[]> {
    if (!this.sources.length) return [];
    const found = await Promise.all(
      this.sources.map((source) => source.matchingItems(userId, terms, limit)),
    );
    return [...new Set(found.flat())];
  }

  async matchedAmong(userId: number, terms: SearchTerms, ids: number[]): Promise<Set<number>> {
    if (!this.sources.length || !ids.length) return new Set();
    const found = await Promise.all(
      this.sources.map((source) => source.matchedAmong(userId, terms, ids)),
    );
    return new Set(found.flatMap((set) => [...set]));
  }
}
