import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ContentCopyEntity } from './content-copy.entity.js';

/** A lead image Vault keeps its own copy of. */
export interface StoredLeadImage {
  key: string;
  bytes: number;
}

/** Downloads, checks and stores an item's lead image; null when it could not (never throws). */
export type LeadImageStorer = (
  userId: number,
  contentId: number,
  imageUrl: string,
) => Promise<StoredLeadImage | null>;

/** Removes a stored lead image that a newer extraction replaced. */
export type LeadImageRemover = (key: string) => Promise<void>;

/**
 * Lets the media module (which owns storage) keep extracted lead images without the content
 * module depending on it; it registers at module init. Without one, items keep the site's URL.
 */
@Injectable()
export class ContentLeadImages {
  private storer: LeadImageStorer | null = null;
  private remover: LeadImageRemover | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  register(storer: LeadImageStorer, remover: LeadImageRemover): void {
    this.storer = storer;
    this.remover = remover;
  }

  store(userId: number, contentId: number, imageUrl: string): Promise<StoredLeadImage | null> {
    return this.storer ? this.storer(userId, contentId, imageUrl) : Promise.resolve(null);
  }

  async remove(key: string): Promise<void> {
    await this.remover?.(key);
  }

  /** The stored copy of an item's lead image (the caller checks the item is the user's). */
  async stored(contentId: number): Promise<{ key: string; bytes: number | null } | null> {
    const copy = await this.dataSource.getRepository(ContentCopyEntity).findOneBy({ contentId });
    return copy?.leadImageKey ? { key: copy.leadImageKey, bytes: copy.leadImageBytes } : null;
  }

  /** The storage key of an item's lead image, read in the caller's transaction. */
  async storedKey(manager: EntityManager, contentId: number): Promise<string | null> {
    const copy = await manager.findOne(ContentCopyEntity, {
      where: { contentId },
      select: { contentId: true, leadImageKey: true },
    });
    return copy?.leadImageKey ?? null;
  }

  /** The storage keys of every lead image of a user's items, read in the caller's transaction. */
  async storedKeysOfUser(manager: EntityManager, userId: number): Promise<string[]> {
    const rows: { key: string }[] = await manager.query(
      `SELECT c.lead_image_key AS key FROM content_copies c
         JOIN content_items i ON i.id = c.content_id
        WHERE i.user_id = $1 AND c.lead_image_key IS NOT NULL`,
      [userId],
    );
    return rows.map((row) => row.key);
  }
}

/** Where the owner's browser loads an item's stored lead image. */
export function leadImagePath(contentId: number): string {
  return `/api/content/${contentId}/image`;
}
