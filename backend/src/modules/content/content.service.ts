import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type {
  ContentDetail,
  ContentItem,
  ContentMetadata,
  ExportedContentItem,
  Platform,
  RetryFailedResponse,
} from '@vault/contracts';
import { canonicalizeUrl, detectPlatform, parseWebUrl } from '@vault/urls';
import { DataSource, type EntityManager, MoreThan, Repository } from 'typeorm';
import { EventBus } from '../../events/event-bus.js';
import { JobQueue } from '../../queue/job-queue.js';
import { assertPaidPlan, QuotaService } from '../plans/index.js';
import { AccountLedgerService, type UserEntity } from '../users/index.js';
import { ContentDeletionHooks } from './content-deletion-hooks.js';
import { ContentExtractionHooks } from './content-extraction-hooks.js';
import { ContentItemEntity } from './content-item.entity.js';
import { insertQueuedItem, type NewItemValues, saveLink } from './content-item-insert.js';
import { toContentItem } from './content-response.js';
import {
  CONTENT_DETAIL_SQL,
  type ContentDetailRow,
  detailRowToContentDetail,
} from './content-detail-row.js';
import { preparedQuery } from '../../database/prepared-query.js';
import { imageSourceUrl } from './content-image.js';
import { normaliseNote, normaliseTags } from './content-rules.js';
import { ContentSnapshotEntity } from './content-snapshot.entity.js';
import type { CreateContentDto } from './dto/create-content.dto.js';
import type { UpdateContentDto } from './dto/update-content.dto.js';
import { ContentCopyEntity } from './content-copy.entity.js';
import { leadImagePath, type StoredLeadImage } from './content-lead-images.js';
import type { ReaderSource } from './content-text-hooks.js';

/** Items read per query by the data export: memory stays flat however large the library. */
const EXPORT_BATCH_SIZE = 500;

export interface SaveResult {
  item: ContentItemEntity;
  created: boolean;
}

/** What a save made by Vault itself (a feed) adds to a person's save. */
export interface SaveExtras {
  /** Tags a new item starts with (an existing item keeps its own). */
  tags?: string[];
  /** Extract on the low-priority queue, so interactive saves never wait behind it. */
  lowPriority?: boolean;
}

/**
 * Something received whole (an e-mail newsletter): stored as a completed item at once, with no
 * page to fetch. `url` and `canonicalUrl` identify it (a `mid:` address for a message).
 */
export interface WholeItem {
  url: string;
  canonicalUrl: string;
  platform: Platform;
  title: string | null;
  author: string | null;
  text: string | null;
  readableHtml: string | null;
  metadata: ContentMetadata;
  /** A lead image the caller already stored (the media module's copy). */
  leadImage: StoredLeadImage | null;
}

/** Work that must commit with a new whole item or not at all (its attachments). */
export type WithNewItem = (manager: EntityManager, item: ContentItemEntity) => Promise<void>;

@Injectable()
export class ContentService {
  private readonly logger = new Logger('ContentService');

  constructor(
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly quota: QuotaService,
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(EventBus) private readonly events: EventBus,
    private readonly deletionHooks: ContentDeletionHooks,
    private readonly extractionHooks: ContentExtractionHooks,
    private readonly ledger: AccountLedgerService,
  ) {}

  /**
   * Saves a link: one unit of allowance, stored as `queued`, extraction enqueued, answered at once.
   * A link the user already has comes back (moved to the top) without a second charge.
   */
  async save(
    userId: number,
    input: CreateContentDto,
    extras: SaveExtras = {},
  ): Promise<SaveResult> {
    const parsed = parseWebUrl(input.url);
    if (!parsed.ok) throw new BadRequestException({ message: 'Invalid URL', code: 'invalid_url' });
    const canonicalUrl = canonicalizeUrl(parsed.url);
    const values: NewItemValues = {
      userId,
      url: parsed.url,
      canonicalUrl,
      platform: detectPlatform(parsed.url),
      title: input.title?.trim() || null,
      customTags: extras.tags ? normaliseTags(extras.tags) : null,
      chargedAt: new Date(),
    };
    const snapshotHtml = input.html || null;
    const result =
      (await this.saveInOneStatement(values, snapshotHtml)) ??
      (await this.dataSource.transaction((manager) =>
        this.saveInTransaction(manager, values, snapshotHtml),
      ));
    if (result.created && extras.lowPriority) await this.enqueueBulkExtraction(result.item);
    else if (result.created) await this.enqueueExtraction(result.item, 'save');
    await this.publish(result.item);
    return result;
  }

  /**
   * The common saves in one statement: a link saved before (moved to the top), or a new one paid by
   * the allowance. Null when neither applies (nothing written).
   */
  private async saveInOneStatement(
    values: NewItemValues,
    snapshotHtml: string | null,
  ): Promise<SaveResult | null> {
    const manager = this.dataSource.manager;
    const { item, created, charged } = await saveLink(
      manager,
      values,
      snapshotHtml,
      (placeholders, onlyIf) => this.ledger.allowanceUnitSql(placeholders, onlyIf),
    );
    if (item) return { item, created };
    if (charged) await this.ledger.returnNewItemUnit(manager, values.userId, values.chargedAt);
    return null;
  }

  /**
   * A save `saveInOneStatement` did not make: a new link paid after renewing the period, or by a
   * credit, or refused (402, nothing kept); or one saved meanwhile by another save (moved to the top).
   */
  private async saveInTransaction(
    manager: EntityManager,
    values: NewItemValues,
    snapshotHtml: string | null,
  ): Promise<SaveResult> {
    // The item first, the unit last: charging locks the user's row until the commit, and every
    // other save of this user waits on that lock, so it is held for as few statements as possible.
    // A refused charge rolls the insert back. Two saves of the same new link at once: the second's
    // insert waits for the first's commit, inserts nothing, and finds the first's row.
    const item = await insertQueuedItem(manager, values);
    if (!item) {
      // UPDATE … RETURNING answers [rows, affected count] through TypeORM's PostgreSQL driver.
      const [moved]: [{ id: number }[], number] = await manager.query(
        `UPDATE content_items SET saved_at = now()
          WHERE user_id = $1 AND canonical_url = $2 RETURNING id`,
        [values.userId, values.canonicalUrl],
      );
      return {
        item: await manager.findOneByOrFail(ContentItemEntity, { id: moved[0]!.id }),
        created: false,
      };
    }
    if (snapshotHtml)
      await manager.insert(ContentSnapshotEntity, { contentId: item.id, html: snapshotHtml });
    const charge = await this.quota.consumeForNewItem(manager, values.userId);
    if (charge !== item.chargedWith) {
      await manager.update(ContentItemEntity, { id: item.id }, { chargedWith: charge });
      item.chargedWith = charge;
    }
    return { item, created: true };
  }

  /**
   * Saves an item received whole, charged as any save (allowance, then credits; 402 when none is
   * left) in one transaction with its reader copy and `withNewItem`'s work. The same item saved
   * again (its canonical address) comes back without a second charge, moved to the top.
   */
  async saveWhole(
    userId: number,
    input: WholeItem,
    withNewItem?: WithNewItem,
  ): Promise<SaveResult> {
    const result = await this.dataSource.transaction(async (manager) => {
      const item = manager.create(ContentItemEntity, {
        userId,
        url: input.url,
        canonicalUrl: input.canonicalUrl,
        platform: input.platform,
        title: input.title,
        author: input.author,
        text: input.text,
        metadata: input.metadata,
        imageUrl: null,
        extractionStatus: 'completed',
        chargedWith: 'allowance',
        chargedAt: new Date(),
      });
      await manager
        .createQueryBuilder()
        .insert()
        .into(ContentItemEntity)
        .values(item)
        .orIgnore()
        .execute();
      if (item.id === undefined) {
        const [moved]: [{ id: number }[], number] = await manager.query(
          `UPDATE content_items SET saved_at = now()
            WHERE user_id = $1 AND canonical_url = $2 RETURNING id`,
          [userId, input.canonicalUrl],
        );
        return {
          item: await manager.findOneByOrFail(ContentItemEntity, { id: moved[0]!.id }),
          created: false,
        };
      }
      const charge = await this.quota.consumeForNewItem(manager, userId);
      const imageUrl = input.leadImage ? leadImagePath(item.id) : null;
      await manager.update(ContentItemEntity, { id: item.id }, { chargedWith: charge, imageUrl });
      await manager.insert(ContentCopyEntity, {
        contentId: item.id,
        readableHtml: input.readableHtml,
        leadImageKey: input.leadImage?.key ?? null,
        leadImageBytes: input.leadImage?.bytes ?? null,
      });
      if (withNewItem) await withNewItem(manager, item);
      return {
        item: await manager.findOneByOrFail(ContentItemEntity, { id: item.id }),
        created: true,
      };
    });
    await this.publish(result.item);
    // What builds on an extracted item (its reader images kept by the media store) starts here too.
    if (result.created)
      await this.extractionHooks.completed({
        contentId: result.item.id,
        userId,
        url: result.item.url,
        fromSnapshot: false,
        renderedWithBrowser: false,
      });
    return result;
  }

  /** The whole library in id order, a batch at a time (keyset paging), for the data export. */
  async *exportBatches(
    userId: number,
    batchSize = EXPORT_BATCH_SIZE,
  ): AsyncGenerator<ExportedContentItem[]> {
    let afterId = 0;
    for (;;) {
      const rows = await this.items.find({
        where: { userId, id: MoreThan(afterId) },
        order: { id: 'ASC' },
        take: batchSize,
      });
      if (rows.length === 0) return;
      yield rows.map(toExportedItem);
      afterId = rows[rows.length - 1]!.id;
      if (rows.length < batchSize) return;
    }
  }

  /** One item as the exports write it; 404 when it is not the user's. */
  async exportItem(userId: number, id: number): Promise<ExportedContentItem> {
    return toExportedItem(await this.get(userId, id));
  }

  async get(userId: number, id: number): Promise<ContentItemEntity> {
    const item = await this.items.findOneBy({ id, userId });
    if (!item) throw new NotFoundException('Content not found');
    return item;
  }

  /** `GET /api/content/{id}`: the item and its copies, for its owner; 404 otherwise. */
  async detail(userId: number, id: number): Promise<ContentDetail> {
    const [row] = await preparedQuery<ContentDetailRow>(
      this.dataSource,
      'vault_content_detail',
      CONTENT_DETAIL_SQL,
      [id, userId],
    );
    if (!row) throw new NotFoundException('Content not found');
    return detailRowToContentDetail(row);
  }

  /**
   * What the item's reader text is built from, for modules that point into it (highlights); 404
   * when the item is not the user's.
   */
  async readerSource(
    userId: number,
    id: number,
  ): Promise<ReaderSource & Pick<ContentItemEntity, 'id' | 'extractionStatus'>> {
    const rows: {
      id: number;
      extraction_status: ContentItemEntity['extractionStatus'];
      text: string | null;
      readable_html: string | null;
    }[] = await this.items.query(
      `SELECT item.id, item.extraction_status, item.text, copy.readable_html
           FROM content_items item
           LEFT JOIN content_copies copy ON copy.content_id = item.id
          WHERE item.id = $1 AND item.user_id = $2`,
      [id, userId],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException('Content not found');
    return {
      id: row.id,
      extractionStatus: row.extraction_status,
      text: row.text,
      readableHtml: row.readable_html,
    };
  }

  /**
   * For modules that attach things to an item (media): locks the user's item in their
   * transaction, so its attachment flag cannot race; 404 when it is not theirs.
   */
  async lockForAttachment(manager: EntityManager, userId: number, id: number): Promise<void> {
    const rows: unknown[] = await manager.query(
      `SELECT id FROM content_items WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [id, userId],
    );
    if (rows.length === 0) throw new NotFoundException('Content not found');
  }

  /** For modules that refer to an item (a board card): 404 unless it is the user's, in their transaction. */
  async assertOwnItem(manager: EntityManager, userId: number, id: number): Promise<void> {
    const rows: unknown[] = await manager.query(
      `SELECT id FROM content_items WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (rows.length === 0) throw new NotFoundException('Content not found');
  }

  /** Which of `ids` are the user's items, in the order given (others' and unknown ids left out). */
  async ownItemIds(manager: EntityManager, userId: number, ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(
      `SELECT id FROM content_items WHERE user_id = $1 AND id = ANY($2::int[])`,
      [userId, ids],
    );
    const own = new Set(rows.map((row) => row.id));
    return [...new Set(ids)].filter((id) => own.has(id));
  }

  /** Keeps the card's Media marker right; called in the attaching module's transaction. */
  async setHasAttachments(
    manager: EntityManager,
    userId: number,
    ids: number[],
    hasAttachments: boolean,
  ): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(
      `UPDATE content_items SET has_attachments = $3, updated_at = now()
        WHERE id = ANY($1::int[]) AND user_id = $2`,
      [ids, userId, hasAttachments],
    );
  }

  async update(user: UserEntity, id: number, input: UpdateContentDto): Promise<ContentItemEntity> {
    const item = await this.get(user.id, id);
    const changes: Partial<ContentItemEntity> = {};
    if (input.isFavorite !== undefined) changes.isFavorite = input.isFavorite;
    if (input.isRead !== undefined) changes.isRead = input.isRead;
    if (input.quickNote !== undefined || input.customTags !== undefined) {
      assertPaidPlan(user, 'notesAndTags');
      if (input.quickNote !== undefined) changes.quickNote = normaliseNote(input.quickNote);
      if (input.customTags !== undefined) changes.customTags = normaliseTags(input.customTags);
    }
    if (Object.keys(changes).length === 0) return item;
    await this.items.update({ id: item.id, userId: user.id }, changes);
    const updated = await this.get(user.id, id);
    await this.publish(updated);
    return updated;
  }

  async remove(userId: number, id: number): Promise<void> {
    const afterCommit = await this.dataSource.transaction(async (manager) => {
      // Locked first: an attachment added meanwhile waits, and is then either seen by the
      // hooks or refused because the item is gone.
      await manager.query(
        `SELECT id FROM content_items WHERE id = $1 AND user_id = $2 FOR UPDATE`,
        [id, userId],
      );
      const cleanUp = await this.deletionHooks.beforeDelete(manager, userId, id);
      const result = await manager.delete(ContentItemEntity, { id, userId });
      if (!result.affected) return null;
      await this.ledger.addToContentCount(manager, userId, -1);
      return cleanUp;
    });
    if (!afterCommit) throw new NotFoundException('Content not found');
    await this.deletionHooks.afterCommit(afterCommit);
    await this.events.publish(userId, { type: 'content.deleted', id }).catch(() => undefined);
  }

  /**
   * Queues a failed (or imported, still `pending`) item again. Its failure gave the unit back, so the retry takes one: an item
   * costs one unit in all, however many attempts it needed.
   */
  async retry(userId: number, id: number): Promise<ContentItemEntity> {
    const item = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(ContentItemEntity, {
        where: { id, userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) throw new NotFoundException('Content not found');
      // `pending`: an imported link waiting for allowance, extracted now at the person's request.
      if (current.extractionStatus !== 'failed' && current.extractionStatus !== 'pending') {
        throw new ConflictException({
          message: 'Only failed items, or items waiting for extraction, can be retried',
          code: 'not_failed',
        });
      }
      const charge = current.chargedWith ?? (await this.quota.consume(manager, userId));
      await manager.update(
        ContentItemEntity,
        { id },
        {
          extractionStatus: 'queued',
          extractionError: null,
          chargedWith: charge,
          chargedAt: new Date(),
        },
      );
      return manager.findOneByOrFail(ContentItemEntity, { id });
    });
    await this.enqueueExtraction(item, `retry-${item.updatedAt.getTime()}`);
    await this.publish(item);
    return item;
  }

  /**
   * Retries every failed item of the user, oldest first, each charged as `retry` charges it. An item
   * changed meanwhile (deleted, already retried) is skipped; when the month's saves run out the
   * rest stay failed (the refusal itself is the answer when none could be retried).
   */
  async retryFailed(userId: number): Promise<RetryFailedResponse> {
    const failed = await this.items.find({
      where: { userId, extractionStatus: 'failed' },
      select: { id: true },
      order: { id: 'ASC' },
    });
    const { retried, remaining } = await this.retryEach(
      userId,
      failed.map((item) => item.id),
    );
    return { retried: retried.length, remaining };
  }

  /**
   * Retries the items in order, each charged as `retry` charges it; items that are not failed (or
   * gone) are skipped. When the saves and credits run out the rest stay as they are (`remaining`);
   * the refusal itself is thrown when none could be retried.
   */
  async retryEach(
    userId: number,
    ids: readonly number[],
  ): Promise<{ retried: number[]; remaining: number }> {
    const retried: number[] = [];
    for (const [index, id] of ids.entries()) {
      try {
        await this.retry(userId, id);
        retried.push(id);
      } catch (error) {
        if (error instanceof NotFoundException || error instanceof ConflictException) continue;
        if (retried.length === 0) throw error;
        return { retried, remaining: ids.length - index };
      }
    }
    return { retried, remaining: 0 };
  }

  /** Never lose a save: if the queue is unreachable the item stays `queued` and is picked up on recovery. */
  async enqueueExtraction(item: ContentItemEntity, reason: string): Promise<void> {
    try {
      await this.queue.enqueue(
        'extraction',
        { contentId: item.id, userId: item.userId },
        { jobId: `extract-${item.id}-${reason}` },
      );
    } catch (error) {
      this.logger.error(`Could not enqueue extraction of item ${item.id}: ${String(error)}`);
    }
  }

  /** The extraction of an imported item, on the low-priority queue, under its one job id. */
  async enqueueBulkExtraction(item: Pick<ContentItemEntity, 'id' | 'userId'>): Promise<void> {
    try {
      await this.queue.enqueue(
        'extraction-bulk',
        { contentId: item.id, userId: item.userId },
        { jobId: `extract-${item.id}-import` },
      );
    } catch (error) {
      this.logger.error(`Could not enqueue extraction of item ${item.id}: ${String(error)}`);
    }
  }

  async publish(item: ContentItemEntity): Promise<ContentItem> {
    const payload = toContentItem(item);
    await this.events
      .publish(item.userId, { type: 'content.updated', item: payload })
      .catch((error: unknown) => {
        this.logger.warn(`Could not publish an update of item ${item.id}: ${String(error)}`);
      });
    return payload;
  }
}

function toExportedItem(row: ContentItemEntity): ExportedContentItem {
  return {
    ...toContentItem(row),
    canonicalUrl: row.canonicalUrl,
    savedAt: row.savedAt.toISOString(),
    imageSourceUrl: imageSourceUrl(row),
  };
}
