import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isPaidPlan } from '@vault/contracts';
import { DataSource } from 'typeorm';
import { ContentFeedReader, ContentService } from '../content/index.js';
import { FetchError } from '../extraction/index.js';
import { BoardItemsService } from '../kanban/index.js';
import { UsersService } from '../users/index.js';
import type { FeedDocument, FeedDocumentEntry } from './feed-document.js';
import { NotAFeedError } from './feed-document.js';
import { entriesToConsider, entryKey, feedTag, matchesKeywords } from './feed-entries.js';
import { FeedFetcher, type FeedValidators } from './feed-fetcher.js';
import { FeedEntity } from './feed.entity.js';
import { nextPollAfterFailure, nextPollAfterSuccess, retryAfterMs } from './feed-schedule.js';

/** How long one check may hold its feed; a process that died mid-check frees it after this. */
const POLL_LEASE = '5 minutes';
/** Remembered entries no longer in the feed are forgotten after this long. */
const FORGET_ENTRIES_AFTER = '180 days';
const PAYMENT_REQUIRED: number = HttpStatus.PAYMENT_REQUIRED;

export const OUT_OF_SAVES_MESSAGE =
  'Your saves for this month are used up: new entries are saved once you have saves again';
export const NOT_PAID_MESSAGE =
  'Feeds are part of the Pro and Premium plans: this feed is checked again once you upgrade';
const BOARD_GONE_MESSAGE = 'The board or column chosen for this feed no longer exists';

/** What one check saved, and why it stopped early (when it did). */
interface SaveOutcome {
  saved: number;
  problem: string | null;
}

/**
 * One check of one feed: fetch (conditional), save the entries not seen before that pass the
 * keywords and are not in the library yet, remember them, and set the next check on the row (the
 * interval, `ttl`, `Retry-After`, or the back-off of a failure, with its reason kept).
 */
@Injectable()
export class FeedPoller {
  private readonly logger = new Logger('FeedPoller');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fetcher: FeedFetcher,
    private readonly content: ContentService,
    private readonly library: ContentFeedReader,
    private readonly boardItems: BoardItemsService,
    private readonly users: UsersService,
  ) {}

  /**
   * Takes the feed's lease (`polling_until`), so one check runs per feed across processes; null
   * when the feed is gone, not the user's, or already being checked.
   */
  async claim(feedId: number, userId: number): Promise<FeedEntity | null> {
    const [rows]: [{ id: number }[], number] = await this.dataSource.query(
      `UPDATE feeds SET polling_until = now() + interval '${POLL_LEASE}'
        WHERE id = $1 AND user_id = $2 AND (polling_until IS NULL OR polling_until < now())
        RETURNING id`,
      [feedId, userId],
    );
    if (rows.length === 0) return null;
    return this.dataSource.getRepository(FeedEntity).findOneBy({ id: feedId });
  }

  /** Checks a claimed feed and releases it; a failure is recorded on the row, never thrown. */
  async poll(feed: FeedEntity): Promise<number> {
    const now = new Date();
    try {
      const owner = await this.users.findById(feed.userId);
      if (!owner) return 0;
      if (!isPaidPlan(owner.subscriptionPlan, owner.subscriptionStatus)) {
        await this.finish(feed, {
          lastError: NOT_PAID_MESSAGE,
          nextPollAt: nextPollAfterSuccess(feed.intervalMinutes, null, now),
        });
        return 0;
      }
      // Entries left unsaved for want of saves are in the feed's last answer: fetch it whole again.
      const conditional = feed.lastError !== OUT_OF_SAVES_MESSAGE;
      const result = await this.fetcher.fetchFeed(feed.url, {
        etag: conditional ? feed.etag : null,
        lastModified: conditional ? feed.lastModified : null,
      });
      if (result.kind === 'not-modified') {
        await this.finish(feed, {
          lastPolledAt: now,
          lastError: null,
          failures: 0,
          nextPollAt: nextPollAfterSuccess(feed.intervalMinutes, null, now),
        });
        return 0;
      }
      return await this.apply(feed, result.document, result.validators, now);
    } catch (error) {
      await this.fail(feed, error, now);
      return 0;
    }
  }

  /** Saves what a fetched document brings and records the successful check on the row. */
  async apply(
    feed: FeedEntity,
    document: FeedDocument,
    validators: FeedValidators,
    now: Date,
  ): Promise<number> {
    const keys = document.entries.map(entryKey);
    const seenRows: { entry_key: string }[] = await this.dataSource.query(
      `SELECT entry_key FROM feed_entries WHERE feed_id = $1 AND entry_key = ANY($2::text[])`,
      [feed.id, keys],
    );
    const firstPoll =
      seenRows.length === 0 &&
      !(await this.dataSource
        .query(`SELECT 1 FROM feed_entries WHERE feed_id = $1 LIMIT 1`, [feed.id])
        .then((rows: unknown[]) => rows.length > 0));
    const { consider, skip } = entriesToConsider(
      document.entries,
      new Set(seenRows.map((row) => row.entry_key)),
      firstPoll,
    );
    await this.remember(feed.id, skip);
    const outcome = await this.saveEntries(feed, consider);
    await this.dataSource.query(
      `DELETE FROM feed_entries
        WHERE feed_id = $1 AND seen_at < now() - interval '${FORGET_ENTRIES_AFTER}'
          AND NOT (entry_key = ANY($2::text[]))`,
      [feed.id, keys],
    );
    await this.finish(feed, {
      etag: validators.etag,
      lastModified: validators.lastModified,
      siteUrl: document.siteUrl ?? feed.siteUrl,
      lastPolledAt: now,
      lastError: outcome.problem,
      failures: 0,
      nextPollAt: nextPollAfterSuccess(feed.intervalMinutes, document.ttlMinutes, now),
      ...(outcome.saved > 0
        ? { lastNewEntryAt: now, savedCount: feed.savedCount + outcome.saved }
        : {}),
    });
    return outcome.saved;
  }

  /** Oldest first, so the newest entry ends on top of the library. */
  private async saveEntries(feed: FeedEntity, entries: FeedDocumentEntry[]): Promise<SaveOutcome> {
    const wanted = entries.filter((entry) => matchesKeywords(entry, feed.keywords));
    await this.remember(
      feed.id,
      entries.filter((entry) => !wanted.includes(entry) || entry.link === null),
    );
    const candidates = wanted.filter((entry) => entry.link !== null).reverse();
    const inLibrary = await this.library.savedLinks(
      feed.userId,
      candidates.map((entry) => entry.link!),
    );
    let saved = 0;
    let problem: string | null = null;
    for (const entry of candidates) {
      if (inLibrary.has(entry.link!)) {
        await this.remember(feed.id, [entry]);
        continue;
      }
      try {
        const { item, created } = await this.content.save(
          feed.userId,
          { url: entry.link!, title: entry.title.slice(0, 1000) || undefined },
          { tags: [feedTag(feed.title)], lowPriority: true },
        );
        if (created) {
          saved += 1;
          if (feed.boardId !== null && feed.boardColumnKey !== null) {
            problem = (await this.addToBoard(feed, item.id)) ?? problem;
          }
        }
      } catch (error) {
        if (error instanceof HttpException && error.getStatus() === PAYMENT_REQUIRED) {
          // Not remembered: these entries are saved by a later check, once there are saves again.
          return { saved, problem: OUT_OF_SAVES_MESSAGE };
        }
        if (!(error instanceof BadRequestException)) throw error;
      }
      await this.remember(feed.id, [entry]);
    }
    return { saved, problem };
  }

  /** Adds a new item to the feed's column; a board or column since deleted is cleared from the feed. */
  private async addToBoard(feed: FeedEntity, contentId: number): Promise<string | null> {
    try {
      await this.boardItems.addItem(feed.userId, feed.boardId!, {
        contentId,
        columnId: feed.boardColumnKey!,
        position: 0,
      });
      return null;
    } catch (error) {
      if (error instanceof NotFoundException || error instanceof BadRequestException) {
        feed.boardId = null;
        feed.boardColumnKey = null;
        await this.dataSource
          .getRepository(FeedEntity)
          .update({ id: feed.id }, { boardId: null, boardColumnKey: null });
        return BOARD_GONE_MESSAGE;
      }
      this.logger.warn(
        `Could not add item ${contentId} to board ${feed.boardId}: ${String(error)}`,
      );
      return null;
    }
  }

  private async remember(feedId: number, entries: FeedDocumentEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO feed_entries (feed_id, entry_key)
       SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
      [feedId, entries.map(entryKey)],
    );
  }

  private async fail(feed: FeedEntity, error: unknown, now: Date): Promise<void> {
    const failures = feed.failures + 1;
    const retryAfter =
      error instanceof FetchError ? retryAfterMs(error.headers['retry-after'], now) : null;
    const known = error instanceof FetchError || error instanceof NotAFeedError;
    if (!known) this.logger.warn(`Checking feed ${feed.id} failed: ${String(error)}`);
    await this.finish(feed, {
      lastPolledAt: now,
      failures,
      lastError: known ? error.message : 'The feed could not be checked',
      nextPollAt: nextPollAfterFailure(feed.intervalMinutes, failures, retryAfter, now),
    });
  }

  /** Writes the check's outcome and frees the feed for the next check. */
  private async finish(feed: FeedEntity, changes: Partial<FeedEntity>): Promise<void> {
    Object.assign(feed, changes, { pollingUntil: null });
    await this.dataSource
      .getRepository(FeedEntity)
      .update({ id: feed.id }, { ...changes, pollingUntil: null });
  }
}
