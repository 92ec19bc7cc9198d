import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS } from '@vault/contracts';
import { detectPlatform } from '@vault/urls';
import { DataSource, type EntityManager } from 'typeorm';
import { JobQueue } from '../../queue/job-queue.js';
import { QuotaService } from '../plans/index.js';
import { AccountLedgerService } from '../users/index.js';

/** Over the allowance and out of credits: the rest of the batch waits. */
const PAYMENT_REQUIRED = 402;

/** One link to store for an import: already checked and normalised by the importer. */
export interface ImportedLink {
  url: string;
  canonicalUrl: string;
  title: string | null;
  tags: string[];
  note: string | null;
  favorite: boolean;
  read: boolean;
  savedAt: Date | null;
}

export interface StoredLink {
  /** The item the link became or was merged into. */
  contentId: number;
  /** True when the library already had the link: its tags, note and flags were merged in. */
  merged: boolean;
}

/** Two rows of one batch with the same link become one, their tags, notes and flags combined. */
function combine(first: ImportedLink, second: ImportedLink): ImportedLink {
  const seen = new Set(first.tags.map((tag) => tag.toLocaleLowerCase()));
  const extra = second.tags.filter((tag) => !seen.has(tag.toLocaleLowerCase()));
  return {
    ...first,
    title: first.title ?? second.title,
    tags: [...first.tags, ...extra].slice(0, LIMITS.tagsPerItemMax),
    note: first.note ?? second.note,
    favorite: first.favorite || second.favorite,
    read: first.read || second.read,
    savedAt: first.savedAt ?? second.savedAt,
  };
}

/**
 * Bulk saving for imports: links are stored at once without charge (status `pending`), duplicates
 * of the library merged; their extraction is then charged one by one and queued on the
 * low-priority `extraction-bulk` queue while the allowance and credits last.
 */
@Injectable()
export class ContentImportService {
  private readonly logger = new Logger('ContentImportService');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly quota: QuotaService,
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly ledger: AccountLedgerService,
  ) {}

  /**
   * Stores a batch in the caller's transaction. Returns, per canonical URL, the item it became.
   * New items keep the source's saved date (their place in time) and are `pending` extraction.
   */
  async storeBatch(
    manager: EntityManager,
    userId: number,
    links: ImportedLink[],
  ): Promise<Map<string, StoredLink>> {
    const byUrl = new Map<string, ImportedLink>();
    for (const link of links) {
      const earlier = byUrl.get(link.canonicalUrl);
      byUrl.set(link.canonicalUrl, earlier ? combine(earlier, link) : link);
    }
    const unique = [...byUrl.values()];
    const result = new Map<string, StoredLink>();
    if (unique.length === 0) return result;

    const inserted: { id: number; canonical_url: string }[] = await manager.query(
      `INSERT INTO content_items (user_id, url, canonical_url, platform, title, custom_tags, quick_note,
                                  is_favorite, is_read, saved_at, extraction_status)
       SELECT $1, u.url, u.canonical_url, u.platform, u.title,
              CASE WHEN u.tags = '' THEN NULL ELSE string_to_array(u.tags, E'\\x1f') END,
              u.note, u.favorite, u.read, coalesce(u.saved_at, now()), 'pending'
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::boolean[], $9::boolean[], $10::timestamptz[])
           AS u(url, canonical_url, platform, title, tags, note, favorite, read, saved_at)
       ON CONFLICT (user_id, canonical_url) DO NOTHING
       RETURNING id, canonical_url`,
      [
        userId,
        unique.map((link) => link.url),
        unique.map((link) => link.canonicalUrl),
        unique.map((link) => detectPlatform(link.url)),
        unique.map((link) => link.title),
        // Arrays of arrays cannot be ragged in PostgreSQL: tags travel joined by a unit separator.
        unique.map((link) => link.tags.join('\u001f')),
        unique.map((link) => link.note),
        unique.map((link) => link.favorite),
        unique.map((link) => link.read),
        unique.map((link) => link.savedAt?.toISOString() ?? null),
      ],
    );
    for (const row of inserted) result.set(row.canonical_url, { contentId: row.id, merged: false });
    await this.ledger.addToContentCount(manager, userId, inserted.length);

    const existing = unique.filter((link) => !result.has(link.canonicalUrl));
    if (existing.length) {
      // Already in the library: keep its place and its own text; add tags, fill a missing note,
      // and keep a favourite or read mark from either side.
      // An UPDATE answers [rows, count] through TypeORM.
      const [merged] = await manager.query<[{ id: number; canonical_url: string }[], number]>(
        `UPDATE content_items AS c SET
            custom_tags = (SELECT CASE WHEN count(*) = 0 THEN NULL ELSE (array_agg(t ORDER BY o))[1:${LIMITS.tagsPerItemMax}] END
                             FROM (SELECT DISTINCT ON (lower(t)) t, o FROM unnest(
                                     coalesce(c.custom_tags, '{}') || CASE WHEN u.tags = '' THEN '{}'::text[] ELSE string_to_array(u.tags, E'\\x1f') END
                                   ) WITH ORDINALITY AS x(t, o) ORDER BY lower(t), o) AS d),
            quick_note = coalesce(c.quick_note, u.note),
            is_favorite = c.is_favorite OR u.favorite,
            is_read = c.is_read OR u.read,
            updated_at = now()
           FROM unnest($2::text[], $3::text[], $4::text[], $5::boolean[], $6::boolean[])
             AS u(canonical_url, tags, note, favorite, read)
          WHERE c.user_id = $1 AND c.canonical_url = u.canonical_url
          RETURNING c.id, c.canonical_url`,
        [
          userId,
          existing.map((link) => link.canonicalUrl),
          existing.map((link) => link.tags.join('\u001f')),
          existing.map((link) => link.note),
          existing.map((link) => link.favorite),
          existing.map((link) => link.read),
        ],
      );
      for (const row of merged) result.set(row.canonical_url, { contentId: row.id, merged: true });
    }
    return result;
  }

  /**
   * Charges and queues the extraction of imported items, in order, while allowance or credits
   * last. Returns how many were queued; the rest stay `pending` (a 402 ends the run).
   */
  async queueExtractions(userId: number, contentIds: number[]): Promise<number> {
    let queued = 0;
    for (const contentId of contentIds) {
      let charged: boolean;
      try {
        charged = await this.dataSource.transaction(async (manager) => {
          const rows: unknown[] = await manager.query(
            `SELECT id FROM content_items WHERE id = $1 AND user_id = $2 AND extraction_status = 'pending' FOR UPDATE`,
            [contentId, userId],
          );
          if (rows.length === 0) return false;
          const charge = await this.quota.consume(manager, userId);
          await manager.query(
            `UPDATE content_items SET extraction_status = 'queued', charged_with = $2, charged_at = now(), updated_at = now(),
                                      metadata = metadata || '{"imported": true}'::jsonb
              WHERE id = $1`,
            [contentId, charge],
          );
          return true;
        });
      } catch (error) {
        if (error instanceof HttpException && error.getStatus() === PAYMENT_REQUIRED) break;
        throw error;
      }
      if (!charged) continue;
      queued += 1;
      try {
        await this.queue.enqueue(
          'extraction-bulk',
          { contentId, userId },
          { jobId: `extract-${contentId}-import` },
        );
      } catch (error) {
        // The item stays `queued`: the recovery at the next start picks it up.
        this.logger.error(`Could not enqueue extraction of item ${contentId}: ${String(error)}`);
      }
    }
    return queued;
  }

  /** Users with items waiting for allowance. */
  async usersWithPendingItems(): Promise<number[]> {
    const rows: { user_id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT user_id FROM content_items WHERE extraction_status = 'pending'`,
    );
    return rows.map((row) => row.user_id);
  }

  /** Items of the user still waiting for allowance, oldest first (for a later import batch or a renewal). */
  async pendingIds(userId: number, limit: number): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM content_items WHERE user_id = $1 AND extraction_status = 'pending' ORDER BY id LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => row.id);
  }
}
