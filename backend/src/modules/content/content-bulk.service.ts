import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BULK_ITEMS_MAX,
  type BulkAction,
  type BulkActionRequest,
  type BulkActionResponse,
  LIMITS,
} from '@vault/contracts';
import { DataSource, type EntityManager, In } from 'typeorm';
import { EventBus } from '../../events/event-bus.js';
import { assertPaidPlan } from '../plans/index.js';
import { AccountLedgerService, type UserEntity } from '../users/index.js';
import { ContentDeletionHooks } from './content-deletion-hooks.js';
import { ContentItemEntity } from './content-item.entity.js';
import { ContentQueryService } from './content-query.service.js';
import { ContentService } from './content.service.js';
import type { BulkActionDto } from './dto/bulk-action.dto.js';

/** The action that puts back what each reversible action changed. */
const OPPOSITE: Partial<Record<BulkAction, BulkAction>> = {
  addTag: 'removeTag',
  removeTag: 'addTag',
  favorite: 'unfavorite',
  unfavorite: 'favorite',
  markRead: 'markUnread',
  markUnread: 'markRead',
};

/** Changed items read back per query to tell the account's other tabs. */
const PUBLISH_BATCH = 500;

/**
 * Bulk actions on the library (`POST /api/content/bulk`): on the listed items or on every item a
 * selection matches, always within the signed-in account. Flags and tags change in one statement
 * that touches only the items not already as asked, so the answer's `undo` reverses exactly them.
 */
@Injectable()
export class ContentBulkService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly content: ContentService,
    private readonly queries: ContentQueryService,
    private readonly deletionHooks: ContentDeletionHooks,
    private readonly ledger: AccountLedgerService,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  async apply(user: UserEntity, input: BulkActionDto): Promise<BulkActionResponse> {
    const tag = this.tagFor(input);
    if (input.action === 'addTag' || input.action === 'removeTag') {
      assertPaidPlan(user, 'notesAndTags');
    }
    const ids = await this.ownIds(user.id, input);
    let affectedIds: number[];
    let notRetried: number | undefined;
    if (input.action === 'delete') {
      affectedIds = await this.remove(user.id, ids);
    } else if (input.action === 'retry') {
      const { retried, remaining } = await this.content.retryEach(user.id, ids);
      affectedIds = retried;
      notRetried = remaining;
    } else {
      affectedIds = await this.dataSource.transaction((manager) =>
        this.update(manager, user.id, ids, input.action, tag),
      );
      await this.publishUpdates(user.id, affectedIds);
    }
    const opposite = OPPOSITE[input.action];
    const undo: BulkActionRequest | null =
      opposite && affectedIds.length
        ? { action: opposite, ids: affectedIds, ...(tag === undefined ? {} : { tag }) }
        : null;
    return {
      action: input.action,
      affectedIds,
      undo,
      ...(notRetried === undefined ? {} : { notRetried }),
    };
  }

  private tagFor(input: BulkActionDto): string | undefined {
    if (input.action !== 'addTag' && input.action !== 'removeTag') return undefined;
    const tag = input.tag?.trim();
    if (!tag) throw new BadRequestException({ message: 'Name the tag', code: 'validation_failed' });
    return tag;
  }

  /**
   * The account's items among `ids`, or every item `query` matches. Ids of other accounts (or of
   * items deleted meanwhile) are left out; when none is left the answer is 404.
   */
  private async ownIds(userId: number, input: BulkActionDto): Promise<number[]> {
    if ((input.ids === undefined) === (input.query === undefined)) {
      throw new BadRequestException({
        message: 'Send either ids or query',
        code: 'validation_failed',
      });
    }
    if (input.query) {
      const { ids, total } = await this.queries.matchingIds(userId, input.query);
      if (total > BULK_ITEMS_MAX) {
        throw new BadRequestException({
          message: `${total.toLocaleString('en-US')} items match; at most ${BULK_ITEMS_MAX.toLocaleString('en-US')} can be changed at once. Narrow the search first.`,
          code: 'too_many_items',
        });
      }
      if (ids.length === 0) throw new NotFoundException('No items match');
      return ids;
    }
    const rows = await this.dataSource.query<{ id: number }[]>(
      `SELECT id FROM content_items WHERE user_id = $1 AND id = ANY($2::int[]) ORDER BY id`,
      [userId, [...new Set(input.ids)]],
    );
    if (rows.length === 0) throw new NotFoundException('Content not found');
    return rows.map((row) => row.id);
  }

  /** One statement per action; each row is changed only when it is not already as asked. */
  private async update(
    manager: EntityManager,
    userId: number,
    ids: number[],
    action: BulkAction,
    tag: string | undefined,
  ): Promise<number[]> {
    const scope = 'user_id = $1 AND id = ANY($2::int[])';
    let sql: string;
    const values: unknown[] = [userId, ids];
    switch (action) {
      case 'favorite':
      case 'unfavorite':
        sql = `UPDATE content_items SET is_favorite = ${action === 'favorite'}
                WHERE ${scope} AND is_favorite = ${action !== 'favorite'}`;
        break;
      case 'markRead':
      case 'markUnread':
        sql = `UPDATE content_items SET is_read = ${action === 'markRead'}
                WHERE ${scope} AND is_read = ${action !== 'markRead'}`;
        break;
      case 'addTag':
        // Items holding the tag in any case keep it as it is; full items are left out.
        values.push(tag, LIMITS.tagsPerItemMax);
        sql = `UPDATE content_items SET custom_tags = array_append(coalesce(custom_tags, '{}'), $3::text)
                WHERE ${scope}
                  AND NOT (vault_tags_lower(custom_tags) @> ARRAY[lower($3::text)])
                  AND coalesce(cardinality(custom_tags), 0) < $4`;
        break;
      case 'removeTag':
        values.push(tag);
        sql = `UPDATE content_items
                  SET custom_tags = nullif(ARRAY(SELECT t FROM unnest(custom_tags) AS t
                                                  WHERE lower(t) <> lower($3::text)), '{}')
                WHERE ${scope} AND vault_tags_lower(custom_tags) @> ARRAY[lower($3::text)]`;
        break;
      case 'delete':
      case 'retry':
        throw new BadRequestException(`${action} is not an update`);
    }
    const [rows] = await manager.query<[{ id: number }[], number]>(`${sql} RETURNING id`, values);
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  /** As single deletes do, in one transaction: locks, the other modules' clean-up, the count. */
  private async remove(userId: number, ids: number[]): Promise<number[]> {
    const { deleted, afterCommit } = await this.dataSource.transaction(async (manager) => {
      const locked = await manager.query<{ id: number }[]>(
        `SELECT id FROM content_items WHERE user_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE`,
        [userId, ids],
      );
      const work = [];
      for (const { id } of locked) {
        work.push(...(await this.deletionHooks.beforeDelete(manager, userId, id)));
      }
      const gone = locked.map((row) => row.id);
      if (gone.length) {
        await manager.delete(ContentItemEntity, { userId, id: In(gone) });
        await this.ledger.addToContentCount(manager, userId, -gone.length);
      }
      return { deleted: gone, afterCommit: work };
    });
    await this.deletionHooks.afterCommit(afterCommit);
    for (const id of deleted) {
      await this.events.publish(userId, { type: 'content.deleted', id }).catch(() => undefined);
    }
    return deleted;
  }

  private async publishUpdates(userId: number, ids: number[]): Promise<void> {
    for (let start = 0; start < ids.length; start += PUBLISH_BATCH) {
      const items = await this.dataSource
        .getRepository(ContentItemEntity)
        .findBy({ userId, id: In(ids.slice(start, start + PUBLISH_BATCH)) });
      for (const item of items) await this.content.publish(item);
    }
  }
}
