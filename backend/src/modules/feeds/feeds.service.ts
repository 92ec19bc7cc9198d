import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  effectivePlan,
  type Feed,
  FEED_LIMITS,
  type FeedListResponse,
  type PollFeedResponse,
} from '@vault/contracts';
import { parseWebUrl } from '@vault/urls';
import { DataSource, type EntityManager } from 'typeorm';
import { FetchError } from '../extraction/index.js';
import { KanbanService } from '../kanban/index.js';
import type { UserEntity } from '../users/index.js';
import type { CreateFeedDto, UpdateFeedDto } from './dto/feed.dto.js';
import { NotAFeedError } from './feed-document.js';
import { normaliseKeywords } from './feed-entries.js';
import { FeedFetcher } from './feed-fetcher.js';
import { FeedPoller } from './feed-poller.service.js';
import { toFeed } from './feed-response.js';
import { FeedEntity } from './feed.entity.js';

const UNIQUE_VIOLATION = '23505';
/** The first key of the advisory lock that makes one account's subscriptions count each other. */
const FEED_LIMIT_LOCK = 38_001;

type PlanHolder = Pick<UserEntity, 'id' | 'subscriptionPlan' | 'subscriptionStatus'>;

interface BoardChoice {
  boardId: number | null;
  boardColumnKey: string | null;
}

/** The signed-in person's feed subscriptions: add (with discovery), list, change, remove, check now. */
@Injectable()
export class FeedsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fetcher: FeedFetcher,
    private readonly poller: FeedPoller,
    private readonly kanban: KanbanService,
  ) {}

  async list(user: PlanHolder): Promise<FeedListResponse> {
    const feeds = await this.dataSource
      .getRepository(FeedEntity)
      .find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    return { feeds: feeds.map(toFeed), limit: planLimit(user) };
  }

  /** Every feed of the person, for the data export. */
  async listForExport(userId: number): Promise<Feed[]> {
    const feeds = await this.dataSource
      .getRepository(FeedEntity)
      .find({ where: { userId }, order: { id: 'ASC' } });
    return feeds.map(toFeed);
  }

  /**
   * Finds the feed at the address (or the one the page announces), subscribes, and saves its
   * newest entries at once from the document just read.
   */
  async create(user: PlanHolder, input: CreateFeedDto): Promise<Feed> {
    const address = parseWebUrl(input.url.trim());
    if (!address.ok) {
      throw new BadRequestException({
        message: 'Enter a web address (http or https)',
        code: 'invalid_url',
      });
    }
    const board = await this.boardChoice(
      user.id,
      input.boardId ?? null,
      input.boardColumnId ?? null,
    );
    const found = await this.discover(address.url);
    const feed = await this.dataSource.transaction(async (manager) => {
      await this.assertUnderLimit(manager, user);
      try {
        return await manager.save(
          manager.create(FeedEntity, {
            userId: user.id,
            url: found.url,
            title: (found.document.title || new URL(found.url).hostname).slice(0, 200),
            siteUrl: found.document.siteUrl,
            keywords: normaliseKeywords(input.keywords ?? []),
            ...board,
            intervalMinutes: input.intervalMinutes ?? FEED_LIMITS.defaultIntervalMinutes,
            // The first check happens now, from the document already read.
            pollingUntil: new Date(Date.now() + 5 * 60_000),
          }),
        );
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
          throw new ConflictException({
            message: 'You already follow this feed',
            code: 'feed_exists',
          });
        }
        throw error;
      }
    });
    try {
      await this.poller.apply(feed, found.document, found.validators, new Date());
    } catch (error) {
      await this.dataSource
        .getRepository(FeedEntity)
        .update({ id: feed.id }, { pollingUntil: null });
      throw error;
    }
    return toFeed(await this.get(user.id, feed.id));
  }

  async update(userId: number, id: number, input: UpdateFeedDto): Promise<Feed> {
    const feed = await this.get(userId, id);
    const changes: Partial<FeedEntity> = {};
    if (input.title !== undefined) changes.title = input.title.trim();
    if (input.keywords !== undefined) changes.keywords = normaliseKeywords(input.keywords);
    if (input.intervalMinutes !== undefined) changes.intervalMinutes = input.intervalMinutes;
    if (input.boardId !== undefined || input.boardColumnId !== undefined) {
      Object.assign(
        changes,
        await this.boardChoice(
          userId,
          input.boardId === undefined ? feed.boardId : input.boardId,
          input.boardColumnId === undefined
            ? input.boardId === undefined
              ? feed.boardColumnKey
              : null
            : input.boardColumnId,
        ),
      );
    }
    if (input.paused !== undefined && input.paused !== feed.paused) {
      changes.paused = input.paused;
      // Resuming checks soon: the person expects the feed to be read again, not in a day.
      if (!input.paused) changes.nextPollAt = new Date();
    }
    if (Object.keys(changes).length > 0) {
      await this.dataSource.getRepository(FeedEntity).update({ id, userId }, changes);
    }
    return toFeed(await this.get(userId, id));
  }

  async remove(userId: number, id: number): Promise<void> {
    const result = await this.dataSource.getRepository(FeedEntity).delete({ id, userId });
    if (!result.affected) throw new NotFoundException('Feed not found');
  }

  /** Checks the feed now (paused or not) and answers how many entries it saved. */
  async pollNow(userId: number, id: number): Promise<PollFeedResponse> {
    const claimed = await this.poller.claim(id, userId);
    if (!claimed) {
      await this.get(userId, id);
      throw new ConflictException({
        message: 'This feed is being checked right now',
        code: 'feed_busy',
      });
    }
    const saved = await this.poller.poll(claimed);
    return { feed: toFeed(await this.get(userId, id)), saved };
  }

  private async get(userId: number, id: number): Promise<FeedEntity> {
    const feed = await this.dataSource.getRepository(FeedEntity).findOneBy({ id, userId });
    if (!feed) throw new NotFoundException('Feed not found');
    return feed;
  }

  private async discover(url: string): ReturnType<FeedFetcher['discover']> {
    try {
      return await this.fetcher.discover(url);
    } catch (error) {
      if (error instanceof NotAFeedError || error instanceof FetchError) {
        throw new BadRequestException({ message: error.message, code: 'no_feed' });
      }
      throw error;
    }
  }

  /** Counted under a per-account lock, so two subscriptions at once cannot pass the plan's limit. */
  private async assertUnderLimit(manager: EntityManager, user: PlanHolder): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [FEED_LIMIT_LOCK, user.id]);
    const limit = planLimit(user);
    const count = await manager.countBy(FeedEntity, { userId: user.id });
    if (count >= limit) {
      throw new ForbiddenException({
        message: `Your plan follows at most ${limit} feeds. Remove one to add another.`,
        code: 'feed_limit',
      });
    }
  }

  /** A board of the user's and a column of it (its first when none is named), or neither. */
  private async boardChoice(
    userId: number,
    boardId: number | null,
    columnKey: string | null,
  ): Promise<BoardChoice> {
    if (boardId === null) {
      if (columnKey !== null) {
        throw new BadRequestException('Choose the board the column belongs to (boardId)');
      }
      return { boardId: null, boardColumnKey: null };
    }
    const board = await this.kanban.getBoard(userId, boardId);
    const column =
      columnKey === null ? board.columns[0] : board.columns.find((entry) => entry.id === columnKey);
    if (!column) {
      throw new BadRequestException({
        message: `This board has no column '${columnKey}'`,
        code: 'unknown_column',
      });
    }
    return { boardId: board.id, boardColumnKey: column.id };
  }
}

function planLimit(user: PlanHolder): number {
  return FEED_LIMITS.perPlan[effectivePlan(user.subscriptionPlan, user.subscriptionStatus)];
}
