import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import {
  ContentDeletionHooks,
  ContentLeadImages,
  ContentService,
  type StoredLeadImage,
} from '../content/index.js';
import { safeFetch } from '../extraction/index.js';
import { MediaStorage } from './storage/media-storage.js';

/** Wider images are scaled down; a reader view never shows more. */
export const LEAD_IMAGE_MAX_WIDTH = 1600;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;
// Raster formats sharp decodes; SVG is refused (it is a document that may carry script).
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/bmp',
  'image/tiff',
]);
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Keeps a copy of each item's lead image: downloaded through the safe fetcher, accepted by its
 * bytes only, re-encoded to WebP at most 1600 px wide (which also drops any payload or metadata
 * the file carried), stored with the media storage and served to the owner only.
 */
@Injectable()
export class LeadImageService implements OnModuleInit {
  private readonly logger = new Logger('LeadImageService');

  constructor(
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    private readonly content: ContentService,
    private readonly leadImages: ContentLeadImages,
    private readonly deletionHooks: ContentDeletionHooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.leadImages.register(
      (userId, contentId, imageUrl) => this.store(userId, contentId, imageUrl),
      (key) => this.storage.delete(key),
    );
    this.deletionHooks.register(async (manager, _userId, contentId) => {
      const key = await this.leadImages.storedKey(manager, contentId);
      return key ? () => this.storage.delete(key) : null;
    });
  }

  /** Never throws: an image that cannot be had leaves the item with the site's address. */
  async store(
    userId: number,
    contentId: number,
    imageUrl: string,
  ): Promise<StoredLeadImage | null> {
    try {
      const response = await safeFetch(imageUrl, {
        allowedHosts: this.config.fetchAllowedHosts,
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
        maxBytes: MAX_IMAGE_BYTES,
        timeoutMs: FETCH_TIMEOUT_MS,
      });
      const stored = await this.storeBytes(response.body);
      if (!stored) this.logger.warn(`Lead image of item ${contentId} is not an image`);
      return stored;
    } catch (error) {
      this.logger.warn(
        `Lead image of item ${contentId} (user ${userId}) not stored: ${String(error)}`,
      );
      return null;
    }
  }

  /**
   * Stores image bytes Vault already has (an image inside an e-mail) as a lead image, checked and
   * re-encoded as a downloaded one is; null when the bytes are not a raster image Vault takes.
   * Errors of storage are thrown.
   */
  async storeBytes(bytes: Buffer): Promise<StoredLeadImage | null> {
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || !IMAGE_TYPES.has(detected.mime)) return null;
    let webp: Buffer;
    try {
      webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width: LEAD_IMAGE_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      return null;
    }
    const key = `lead-${randomUUID()}`;
    await this.storage.put(key, Readable.from(webp), {
      size: webp.length,
      contentType: 'image/webp',
    });
    return { key, bytes: webp.length };
  }

  /** Removes a stored lead image that was never attached to an item. */
  async removeStored(key: string): Promise<void> {
    await this.storage.delete(key).catch((error: unknown) => {
      this.logger.error(`Could not remove stored lead image ${key}: ${String(error)}`);
    });
  }

  /** The owner's stored lead image; 404 for another user's item or an item without one. */
  async open(userId: number, contentId: number): Promise<{ body: Readable; bytes: number | null }> {
    await this.content.get(userId, contentId);
    const stored = await this.leadImages.stored(contentId);
    if (!stored) throw new LeadImageNotFound();
    return { body: await this.storage.get(stored.key), bytes: stored.bytes };
  }

  /** Lead images of every item of a user being deleted, removed after the deletion commits. */
  async filesOfDeletedUser(manager: EntityManager, userId: number): Promise<() => Promise<void>> {
    const keys = await this.leadImages.storedKeysOfUser(manager, userId);
    return async () => {
      for (const key of keys) await this.storage.delete(key).catch(() => undefined);
    };
  }
}

export class LeadImageNotFound extends Error {
  constructor() {
    super('No stored lead image');
    this.name = 'LeadImageNotFound';
  }
}
