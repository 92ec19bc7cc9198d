import { Inject, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  LIMITS,
  MEDIA_NOT_KEPT,
  storedFilePath,
  type StoredFileExportEntry,
  type StoredFileKind,
} from '@vault/contracts';
import { randomUUID } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { ContentDeletionHooks } from '../../content/index.js';
import { FetchError, safeFetchToFile } from '../../extraction/index.js';
import { readVideoMetadata } from '../metadata/video-metadata.js';
import { MediaStorage } from '../storage/media-storage.js';
import { sniffType, type SniffedType } from '../upload/sniff-type.js';
import { sha256OfFile } from './file-digest.js';
import { StorageAllowance } from './storage-allowance.service.js';
import { StoredFileUseEntity } from './stored-file-use.entity.js';
import { StoredFileEntity } from './stored-file.entity.js';

/** What became of one address: kept (a stored file), not kept (why), or worth another try. */
export type KeepOutcome = { kept: StoredFileEntity } | { notKept: string } | { retry: string };

export interface KeepRequest {
  userId: number;
  contentId: number;
  url: string;
  kind: StoredFileKind;
  /** Images only (reader views, posters), or any kept type (a post's media). */
  accept: 'image' | 'media';
  /** What the page said the file is; picks the size cap and time limit before the bytes say. */
  expected: 'image' | 'video' | 'document';
}

const IMAGE_TIMEOUT_MS = 30_000;
const VIDEO_TIMEOUT_MS = 300_000;

function capFor(type: 'image' | 'video' | 'document'): number {
  return type === 'image' ? LIMITS.storedImageMaxBytes : LIMITS.storedVideoMaxBytes;
}

/**
 * Files Vault downloads for saved items: fetched through the safe fetcher into a temporary file
 * (never whole in memory), typed by their bytes, stored once per user and content hash within
 * the plan's allowance, served to their owner, and removed with their last item or the account.
 */
@Injectable()
export class StoredFilesService implements OnModuleInit {
  private readonly logger = new Logger('StoredFilesService');
  private readonly tempDir: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    private readonly allowance: StorageAllowance,
    private readonly deletionHooks: ContentDeletionHooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.tempDir = path.join(config.dataDir, 'tmp', 'stored-media');
  }

  onModuleInit(): void {
    // Files only this item uses go with it; the uses themselves cascade with the item's row.
    this.deletionHooks.register(async (manager, userId, contentId) => {
      const keys = await this.removeUnshared(manager, userId, contentId);
      return keys.length ? () => this.removeKeys(keys) : null;
    });
  }

  /** Downloads and keeps one address for an item; never throws for the file's own faults. */
  async keep(request: KeepRequest): Promise<KeepOutcome> {
    await fs.mkdir(this.tempDir, { recursive: true });
    const temp = path.join(this.tempDir, randomUUID());
    const cap = capFor(request.expected);
    try {
      try {
        await safeFetchToFile(request.url, temp, {
          allowedHosts: this.config.fetchAllowedHosts,
          maxBytes: cap,
          timeoutMs: request.expected === 'image' ? IMAGE_TIMEOUT_MS : VIDEO_TIMEOUT_MS,
          headers: { accept: request.expected === 'image' ? 'image/*,*/*;q=0.5' : '*/*' },
        });
      } catch (error) {
        return this.fetchFailure(error, cap);
      }
      const type = await sniffType(temp);
      if (!type || (request.accept === 'image' && type.fileType !== 'image'))
        return { notKept: MEDIA_NOT_KEPT.notMedia };
      const { size } = await fs.stat(temp);
      const typeCap = capFor(type.fileType);
      if (size > typeCap) return { notKept: MEDIA_NOT_KEPT.tooLarge(typeCap) };
      const sha256 = await sha256OfFile(temp);
      return await this.storeOnce(request, temp, { type, size, sha256 });
    } finally {
      await fs.rm(temp, { force: true });
    }
  }

  /** The owner's stored file, or 404 for anyone else's (the same answer as an unknown id). */
  async findOwned(userId: number, id: number): Promise<StoredFileEntity> {
    const row = await this.dataSource.getRepository(StoredFileEntity).findOneBy({ id, userId });
    if (!row) throw new NotFoundException('Stored file not found');
    return row;
  }

  /** For the account deletion, inside its transaction: what removes the user's files after it. */
  async filesOfDeletedUser(manager: EntityManager, userId: number): Promise<() => Promise<void>> {
    const rows = await manager.find(StoredFileEntity, {
      where: { userId },
      select: { id: true, storageKey: true },
      lock: { mode: 'pessimistic_write' },
    });
    return () => this.removeKeys(rows.map((row) => row.storageKey));
  }

  async listForExport(userId: number): Promise<StoredFileExportEntry[]> {
    const rows = await this.dataSource
      .getRepository(StoredFileEntity)
      .find({ where: { userId }, order: { id: 'ASC' } });
    return rows.map((row) => ({
      id: row.id,
      contentId: row.contentId,
      kind: row.kind,
      mimeType: row.mimeType,
      bytes: row.bytes,
      sha256: row.sha256,
      originalUrl: row.originalUrl,
      downloadPath: storedFilePath(row.id),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  private fetchFailure(error: unknown, cap: number): KeepOutcome {
    if (!(error instanceof FetchError)) throw error;
    if (error.kind === 'too_large') return { notKept: MEDIA_NOT_KEPT.tooLarge(cap) };
    if (error.kind === 'blocked') return { notKept: MEDIA_NOT_KEPT.privateAddress };
    if (error.transient) return { retry: error.message };
    return { notKept: MEDIA_NOT_KEPT.refused };
  }

  /**
   * Under the user's lock: the same bytes already stored are used again (no new bytes, nothing
   * counted); new bytes are stored only within the allowance.
   */
  private async storeOnce(
    request: KeepRequest,
    temp: string,
    file: { type: SniffedType; size: number; sha256: string },
  ): Promise<KeepOutcome> {
    const written: string[] = [];
    try {
      return await this.dataSource.transaction(async (manager) => {
        // One user's stores take turns, so two cannot both pass the allowance with the last bytes.
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('stored-files'), $1)`, [
          request.userId,
        ]);
        const existing = await manager.findOneBy(StoredFileEntity, {
          userId: request.userId,
          sha256: file.sha256,
        });
        if (existing) {
          await this.addUse(manager, existing.id, request.contentId);
          return { kept: existing };
        }
        const refusal = await this.allowance.refusal(request.userId, file.size, manager);
        if (refusal) return { notKept: refusal };
        const dimensions = await this.dimensionsOf(temp, file.type);
        const storageKey = randomUUID();
        await this.storage.put(storageKey, createReadStream(temp), {
          size: file.size,
          contentType: file.type.mimeType,
        });
        written.push(storageKey);
        const row = await manager.save(
          manager.create(StoredFileEntity, {
            userId: request.userId,
            contentId: request.contentId,
            kind: request.kind,
            sha256: file.sha256,
            bytes: file.size,
            mimeType: file.type.mimeType,
            storageKey,
            originalUrl: request.url,
            ...dimensions,
          }),
        );
        await this.addUse(manager, row.id, request.contentId);
        return { kept: row };
      });
    } catch (error) {
      await this.removeKeys(written);
      throw error;
    }
  }

  private async addUse(manager: EntityManager, storedFileId: number, contentId: number) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(StoredFileUseEntity)
      .values({ storedFileId, contentId })
      .orIgnore()
      .execute();
  }

  private async dimensionsOf(
    filePath: string,
    type: SniffedType,
  ): Promise<Pick<StoredFileEntity, 'width' | 'height' | 'duration'>> {
    if (type.fileType === 'video') {
      const info = await readVideoMetadata(filePath, type.mimeType);
      return { width: info.width, height: info.height, duration: info.duration };
    }
    if (type.fileType === 'image') {
      const info = await sharp(filePath)
        .metadata()
        .catch(() => null);
      return {
        width: info?.autoOrient.width ?? null,
        height: info?.autoOrient.height ?? null,
        duration: null,
      };
    }
    return { width: null, height: null, duration: null };
  }

  /** Deletes the rows of files no other item of the user uses; returns their storage keys. */
  private async removeUnshared(
    manager: EntityManager,
    userId: number,
    contentId: number,
  ): Promise<string[]> {
    const rows: { storage_key: string }[] = await manager.query(
      `WITH gone AS (
         DELETE FROM stored_files file
          WHERE file.user_id = $1
            AND file.id IN (SELECT stored_file_id FROM stored_file_uses WHERE content_id = $2)
            AND NOT EXISTS (SELECT 1 FROM stored_file_uses other
                             WHERE other.stored_file_id = file.id AND other.content_id <> $2)
          RETURNING file.storage_key)
       SELECT storage_key FROM gone`,
      [userId, contentId],
    );
    return rows.map((row) => row.storage_key);
  }

  private async removeKeys(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.delete(key).catch((error: unknown) => {
        this.logger.error(`Could not remove stored file ${key}: ${String(error)}`);
      });
    }
  }
}
