import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContentMetadata, PostMedia, ThreadPost } from '@vault/contracts';
import type { DataSource } from 'typeorm';
import { ContentCopyEntity } from './content-copy.entity.js';
import { ContentItemEntity } from './content-item.entity.js';
import { ContentService } from './content.service.js';

/** The parts of a saved item that name files Vault may keep copies of. */
export interface MediaParts {
  media: PostMedia[];
  thread: ThreadPost[] | null;
  readableHtml: string | null;
}

/** What the media module changes in them: the new parts and the card's "not kept" line. */
export interface MediaPartsUpdate extends MediaParts {
  /** Null when everything was kept. */
  mediaNotKept: string | null;
}

/**
 * The media module's window on an item's copies (the content module owns `content_copies`): read
 * the parts naming files, and write them back with Vault's stored addresses under a row lock, so
 * an extraction storing new parts meanwhile is never overwritten by an older reading.
 */
@Injectable()
export class ContentStoredMedia {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly content: ContentService,
  ) {}

  /** The item's parts, or null when it is gone (or not the user's). */
  async read(userId: number, contentId: number): Promise<MediaParts | null> {
    const item = await this.dataSource
      .getRepository(ContentItemEntity)
      .findOne({ where: { id: contentId, userId }, select: { id: true } });
    if (!item) return null;
    const copy = await this.dataSource.getRepository(ContentCopyEntity).findOneBy({ contentId });
    return {
      media: copy?.media ?? [],
      thread: copy?.thread ?? null,
      readableHtml: copy?.readableHtml ?? null,
    };
  }

  /**
   * The user's items, newest first, whose card says some media was not kept for a reason that
   * starts with one of `reasons` (the notice lists each reason once).
   */
  async itemsWithMediaNotKept(
    userId: number,
    reasons: readonly string[],
    limit: number,
  ): Promise<number[]> {
    if (reasons.length === 0) return [];
    const patterns = reasons.map((reason) => `%${reason.replace(/[\\%_]/g, '\\$&')}%`);
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM content_items
        WHERE user_id = $1 AND metadata->>'mediaNotKept' LIKE ANY($2::text[])
        ORDER BY created_at DESC, id DESC LIMIT $3`,
      [userId, patterns, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Applies `change` to the item's current parts under a lock on its copy, stores the result and
   * the card's notice, and tells the owner's open pages. False when the item is gone.
   */
  async update(
    userId: number,
    contentId: number,
    change: (current: MediaParts) => MediaPartsUpdate,
  ): Promise<boolean> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const item = await manager.findOne(ContentItemEntity, {
        where: { id: contentId, userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!item) return null;
      const copy = await manager.findOneBy(ContentCopyEntity, { contentId });
      if (!copy) return null;
      const next = change({
        media: copy.media ?? [],
        thread: copy.thread,
        readableHtml: copy.readableHtml,
      });
      await manager.update(
        ContentCopyEntity,
        { contentId },
        {
          media: next.media.length ? next.media : null,
          thread: next.thread,
          readableHtml: next.readableHtml,
        },
      );
      const metadata: ContentMetadata = { ...item.metadata };
      if (next.mediaNotKept) metadata.mediaNotKept = next.mediaNotKept;
      else delete metadata.mediaNotKept;
      await manager.update(ContentItemEntity, { id: contentId }, { metadata });
      return manager.findOneBy(ContentItemEntity, { id: contentId });
    });
    if (!updated) return false;
    await this.content.publish(updated);
    return true;
  }
}
