import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContentItem } from '@vault/contracts';
import { Repository } from 'typeorm';
import type { ContentPage } from './content-page.js';
import { ContentItemEntity } from './content-item.entity.js';
import { encodeCursor } from './content-cursor.js';
import { type LibraryFilters, listFilters } from './content-filters.js';
import { LIST_COLUMNS, type ContentListRow, listRowToContentItem } from './content-list-row.js';
import { ContentListRows } from './content-list-rows.js';
import type { SearchTerms } from './search-query.js';
import { matchedFieldColumns, searchMatch, searchMatches, searchRelevance } from './search-sql.js';
import { ContentSearchSources } from './content-search-sources.js';
import { type MatchedFields, matchedIn } from './matched-in.js';
import { SqlParameters } from './sql-parameters.js';
import {
  CAPPED_SHARE,
  INDEX_ALONE_CAP,
  MAX_WINDOW,
  MIN_WINDOW,
  RANKED_CANDIDATES,
  WINDOW_MARGIN,
  nextWindowDepth,
  rankedPage,
  readsIndexAlone,
} from './search-windows.js';

/** How long the planner's estimates (the table's rows, a search's share) are reused. */
const ESTIMATE_TTL_MS = 60_000;
/** A month needs this many items for its statistics to stand for the library's. */
const SAMPLE_MIN_ROWS = 1_000;
/** Searches whose estimated share is remembered, per process. */
const ESTIMATE_CACHE_SIZE = 1_000;

interface Match {
  id: number;
  saved_at: Date;
  /** Set for the newest RANKED_CANDIDATES matches only: they are ordered by it. */
  relevance: number | null;
}

type Filters = LibraryFilters;

/** One search for matches: the words looked for, and the words as typed that rank them. */
interface MatchSearch {
  userId: number;
  filters: Filters;
  terms: SearchTerms;
  rankTerms: SearchTerms;
}

@Injectable()
export class ContentSearchService {
  constructor(
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    private readonly sources: ContentSearchSources,
    private readonly listRows: ContentListRows,
  ) {}

  /**
   * Full text over title, tags, author, note, summary and text (weighted), with a prefix match on
   * the word being typed; relevance first (within the newest matches), then recency. When the
   * words match nothing, titles that look like the query (a typo) are the answer. Words that
   * match something are words the library holds, and titles only like them are not what was
   * asked for; the look-alike search reads every account's titles (its index is not per user).
   */
  async search(
    userId: number,
    filters: Filters,
    terms: SearchTerms,
    limit: number,
    offset: number,
  ): Promise<ContentPage> {
    const wanted = Math.max(RANKED_CANDIDATES, offset + limit + 1);
    const [own, elsewhere] = await Promise.all([
      this.candidateMatches(userId, filters, terms, wanted),
      this.sources.matchingItems(userId, terms, wanted),
    ]);
    const matches = await this.withMatchesElsewhere(userId, filters, terms, own, elsewhere, wanted);
    const wantedRows = rankedPage(matches, offset, limit + 1);
    const rows = await this.pageRows(userId, terms, wantedRows);
    const page = rows.slice(0, limit);
    const ownIds = new Set(own.map((match) => match.id));
    const elsewhereIds = new Set(elsewhere);
    // Only a source's answer cut at `wanted` can leave out an item of the page.
    const unsure =
      elsewhere.length >= wanted ? page.filter((row) => !elsewhereIds.has(row.id)) : [];
    const alsoElsewhere = await this.sources.matchedAmong(
      userId,
      terms,
      unsure.map((row) => row.id),
    );
    const items = page.map((row) => ({
      ...listRowToContentItem(row),
      matchedIn: matchedIn(
        row,
        ownIds.has(row.id),
        elsewhereIds.has(row.id) || alsoElsewhere.has(row.id),
      ),
    }));
    if (rows.length > limit) {
      return { items, nextCursor: encodeCursor({ kind: 'offset', offset: offset + limit }) };
    }
    if (offset === 0 && terms.fuzzy && items.length === 0) {
      const similar = await this.similarTitles(userId, filters, terms.text, items, limit);
      items.push(...similar.map((item) => ({ ...item, matchedIn: ['title' as const] })));
    }
    return { items, nextCursor: null };
  }

  /** The page's items in the given order, each read once by its key. */
  private async pageRows(
    userId: number,
    terms: SearchTerms,
    ids: number[],
  ): Promise<(ContentListRow & MatchedFields)[]> {
    if (!ids.length) return [];
    const params = new SqlParameters();
    const rows = await this.listRows.query<ContentListRow & MatchedFields>(
      `SELECT ${LIST_COLUMNS}, ${matchedFieldColumns(terms, params)}
         FROM content_items item
        WHERE item.id = ANY(${params.add(ids)}::int[]) AND item.user_id = ${params.add(userId)}`,
      params.values,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The items found through records hung off them (highlights) joined to the items' own matches,
   * newest first, with the list's filters applied to them too.
   */
  private async withMatchesElsewhere(
    userId: number,
    filters: Filters,
    terms: SearchTerms,
    own: Match[],
    elsewhere: number[],
    wanted: number,
  ): Promise<Match[]> {
    const known = new Set(own.map((match) => match.id));
    const extra = elsewhere.filter((id) => !known.has(id));
    if (!extra.length) return own;
    const params = new SqlParameters();
    const conditions = listFilters(userId, filters, params);
    conditions.push(`item.id = ANY(${params.add(extra)}::int[])`);
    const found: Match[] = await this.items.query(
      `SELECT item.id, item.saved_at, ${searchRelevance(terms, params)} AS relevance
         FROM content_items item WHERE ${conditions.join(' AND ')}`,
      params.values,
    );
    return [...own, ...found]
      .sort((a, b) => b.saved_at.getTime() - a.saved_at.getTime() || b.id - a.id)
      .slice(0, wanted);
  }

  /**
   * The words as typed, unless they match fewer than the ranked candidates: then the last word as
   * a prefix. A prefix costs an index scan over every word it starts (about three times an exact
   * word's when the word is common), and a complete common word needs none: the stemmer already
   * matches its other forms. Deciding on RANKED_CANDIDATES, not on the page asked for, keeps every
   * page of a search drawn from the same set. Either way the candidates are ranked on the terms as
   * typed.
   *
   * The prefix matches everything the words as typed do, so when it matches fewer than the ranked
   * candidates, so do they, and its answer is the answer. It is asked first when the words are
   * too rare for any window: a rare word then costs one pass over every month's index, not two.
   */
  private async candidateMatches(
    userId: number,
    filters: Filters,
    terms: SearchTerms,
    wanted: number,
  ): Promise<Match[]> {
    const search: MatchSearch = { userId, filters, terms, rankTerms: terms };
    if (!terms.prefix) return this.newestMatches(search, wanted);
    const exactSearch = { ...search, terms: { ...terms, prefix: null } };
    let widened: Match[] | null = null;
    if (readsIndexAlone(await this.estimatedShare(userId, exactSearch.terms), wanted)) {
      widened = await this.newestMatches(search, wanted);
      if (widened.length < RANKED_CANDIDATES) return widened;
    }
    const exact = await this.newestMatches(exactSearch, wanted);
    if (exact.length >= RANKED_CANDIDATES) return exact;
    return widened ?? this.newestMatches(search, wanted);
  }

  /** Up to `wanted` matching items, newest first (see MIN_WINDOW). */
  private async newestMatches(search: MatchSearch, wanted: number): Promise<Match[]> {
    const { userId, filters } = search;
    let share = await this.estimatedShare(userId, search.terms);
    if (readsIndexAlone(share, wanted)) {
      const alone = await this.matchesBetween(search, wanted, RANKED_CANDIDATES, null, null, {
        cap: INDEX_ALONE_CAP,
      });
      if (!alone.capped) return alone.matches;
      // More matches than the estimate allowed for: the words are common after all.
      share = Math.max(share, CAPPED_SHARE);
    }
    const firstWindow = Math.max(MIN_WINDOW, Math.ceil((wanted * WINDOW_MARGIN) / share));
    const firstStart = await this.windowStart(userId, filters, firstWindow);
    const found = (await this.matchesBetween(search, wanted, RANKED_CANDIDATES, firstStart, null))
      .matches;
    if (found.length >= wanted || !firstStart) return found;
    // The share of the window that matched predicts how deep the rest lie.
    const missing = () => wanted - found.length;
    const unranked = () => Math.max(0, RANKED_CANDIDATES - found.length);
    const depth = nextWindowDepth(firstWindow, found.length, missing());
    let upper = firstStart;
    if (firstWindow + depth <= MAX_WINDOW) {
      const lower = await this.windowStart(userId, filters, firstWindow + depth);
      const next = await this.matchesBetween(search, missing(), unranked(), lower, upper);
      found.push(...next.matches);
      if (found.length >= wanted || !lower) return found;
      upper = lower;
    }
    const rest = await this.matchesBetween(search, missing(), unranked(), null, upper);
    return [...found, ...rest.matches];
  }

  /** Where the estimates are read: a month's partition and its rows, or the whole table. */
  private sample: { table: string; rows: number; at: number } | null = null;

  /**
   * A search typed again (the next page, the dashboard's refetch, a refined query's earlier form)
   * reuses its estimate: it costs a planning round trip, and the statistics behind it change only
   * when the table is analyzed. Insertion order makes the Map a small least-recently-set cache.
   */
  private readonly shares = new Map<string, { share: number; at: number }>();

  private async estimatedShare(userId: number, terms: SearchTerms): Promise<number> {
    // Per user, so one person's timing says nothing of what another searched.
    const key = `${userId}\u0000${terms.text}\u0000${terms.prefix ?? ''}`;
    const cached = this.shares.get(key);
    if (cached && Date.now() - cached.at <= ESTIMATE_TTL_MS) return cached.share;
    const share = await this.plannerShare(terms);
    this.shares.delete(key);
    if (this.shares.size >= ESTIMATE_CACHE_SIZE) {
      this.shares.delete(this.shares.keys().next().value as string);
    }
    this.shares.set(key, { share, at: Date.now() });
    return share;
  }

  /**
   * The planner's estimate of the share of items the words match, from its statistics on the
   * search vector (most common lexemes and their frequencies); words it has no statistics for get
   * its floor, a fraction of a percent. Read from the newest month with enough items (planning
   * for every month cost 20 times more, for every new text typed), else from the whole table.
   */
  private async plannerShare(terms: SearchTerms): Promise<number> {
    if (!this.sample || Date.now() - this.sample.at > ESTIMATE_TTL_MS) {
      const months: { name: string; rows: number }[] = await this.items.query(
        `SELECT c.relname AS name, c.reltuples AS rows
           FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'content_search'::regclass AND c.relname <> 'content_search_other'
            AND c.reltuples >= $1
          ORDER BY c.relname DESC LIMIT 1`,
        [SAMPLE_MIN_ROWS],
      );
      const table = months[0] ? `"${months[0].name.replace(/"/g, '""')}"` : 'content_search';
      this.sample = {
        table,
        rows: months[0]?.rows ?? (await this.plannedRows('SELECT 1 FROM content_search', [])),
        at: Date.now(),
      };
    }
    const params = new SqlParameters();
    const matching = await this.plannedRows(
      `SELECT 1 FROM ${this.sample.table} s WHERE ${searchMatch(terms, params)}`,
      params.values,
    );
    return Math.min(1, Math.max(matching, 1) / Math.max(this.sample.rows, 1));
  }

  private async plannedRows(sql: string, values: unknown[]): Promise<number> {
    const rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] = await this.items.query(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      values,
    );
    return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  }

  /**
   * Matches saved in [lower, upper), newest first, at most `limit`, the first `ranked` of them with
   * their relevance. With a cap, the index is read for at most that many matches, and `capped`
   * says whether there were more (then the newest of them are not known).
   */
  private async matchesBetween(
    search: MatchSearch,
    limit: number,
    ranked: number,
    lower: Date | null,
    upper: Date | null,
    options: { cap?: number } = {},
  ): Promise<{ matches: Match[]; capped: boolean }> {
    const params = new SqlParameters();
    const from = params.add(lower);
    const before = params.add(upper);
    const cap = params.add(options.cap ?? null);
    // Within the window's months only.
    const matches = searchMatches(search.userId, search.terms, params, { from, before, cap });
    const found = `SELECT item_id AS id, saved_at FROM ${matches}`;
    const window: string[] = [];
    if (lower) window.push(`item.saved_at >= ${from}`);
    if (upper) window.push(`item.saved_at < ${before}`);
    // The user alone is already in `found`; only other filters need the items' rows.
    const filtersBeyondUser =
      listFilters(search.userId, search.filters, new SqlParameters()).length > 1;
    const filters = filtersBeyondUser ? listFilters(search.userId, search.filters, params) : [];
    // Each step MATERIALIZED, kept apart from the next: relevance is read from the small columns
    // of the newest rows only. The filters are checked on the window's items (the planner picks
    // between the filter's index over the window and each match's row); without a window, on
    // each match's row (LATERAL), never by reading every item the filter holds.
    const itemsOfWindow = [...filters, ...window];
    const filtered = !filtersBeyondUser
      ? ''
      : lower
        ? `, window_matches AS MATERIALIZED (
             SELECT found.id, found.saved_at FROM found
               JOIN content_items item ON item.id = found.id
              WHERE ${itemsOfWindow.join(' AND ')})`
        : `, window_matches AS MATERIALIZED (
             SELECT found.id, found.saved_at FROM found
              CROSS JOIN LATERAL (SELECT FROM content_items item
                                   WHERE item.id = found.id AND ${itemsOfWindow.join(' AND ')}
                                  OFFSET 0) kept)`;
    const rows: (Omit<Match, 'id'> & { id: number | null; found: string })[] =
      await this.items.query(
        `WITH found AS MATERIALIZED (${found})${filtered}
         SELECT counted.found, m.id, m.saved_at,
                CASE WHEN m.recency <= ${params.add(ranked)}
                     THEN ${searchRelevance(search.rankTerms, params)} END AS relevance
           FROM (SELECT count(*) AS found FROM found) counted
           LEFT JOIN (
             SELECT w.id, w.saved_at, row_number() OVER (ORDER BY w.saved_at DESC, w.id DESC) AS recency
               FROM ${filtered ? 'window_matches' : 'found'} w
              ORDER BY w.saved_at DESC, w.id DESC
              LIMIT ${params.add(limit)}
           ) m ON true
           LEFT JOIN content_items item ON item.id = m.id
          ORDER BY m.recency`,
        params.values,
      );
    const capped = options.cap !== undefined && Number(rows[0]?.found ?? 0) >= options.cap;
    return {
      matches: rows.flatMap(({ id, saved_at, relevance }) =>
        id === null ? [] : [{ id, saved_at, relevance }],
      ),
      capped,
    };
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
    const rows = await this.listRows.query<ContentListRow>(
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
