import { Inject, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  LIMITS,
  MEDIA_UPLOAD_FIELD,
  type MediaAttachment,
  type MediaExportEntry,
} from '@vault/contracts';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ContentDeletionHooks, ContentService, type StoredLeadImage } from '../content/index.js';
import { MediaAttachmentEntity } from './media-attachment.entity.js';
import { toMediaAttachment, toMediaExportEntry } from './media-response.js';
import { THUMBNAIL_MIME_TYPE, UnreadableImageError } from './metadata/image-metadata.js';
import type { MediaMetadata } from './metadata/media-metadata.js';
import { readMetadata } from './metadata/read-metadata.js';
import { type ByteRange, MediaNotFoundError, MediaStorage } from './storage/media-storage.js';
import {
  discardSpooled,
  receiveFiles,
  type SpooledFile,
} from '../../common/http/multipart-upload.js';
import { sniffType, type SniffedType } from './upload/sniff-type.js';
import { uploadErrors } from './upload/upload-errors.js';
import { LeadImageService } from './lead-image.service.js';
import { StoredFilesService } from './stored/stored-files.service.js';

interface CheckedFile {
  file: SpooledFile;
  type: SniffedType;
  metadata: MediaMetadata;
}

interface StoredFile extends CheckedFile {
  storageKey: string;
  thumbnailKey: string | null;
}

const keysOf = (rows: Pick<MediaAttachmentEntity, 'storageKey' | 'thumbnailKey'>[]) =>
  rows.flatMap((row) => (row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey]));

/** A file Vault received some other way than an upload (an e-mail attachment). */
export interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * Media attachments of content items: upload (checked by bytes, all or nothing), list, delete,
 * and the clean-up of stored files when items or accounts go.
 */
@Injectable()
export class MediaService implements OnModuleInit {
  private readonly logger = new Logger('MediaService');
  private readonly tempDir: string;

  constructor(
    @InjectRepository(MediaAttachmentEntity)
    private readonly attachments: Repository<MediaAttachmentEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    private readonly content: ContentService,
    private readonly deletionHooks: ContentDeletionHooks,
    private readonly leadImages: LeadImageService,
    private readonly storedFiles: StoredFilesService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tempDir = path.join(config.dataDir, 'tmp', 'media-uploads');
  }

  onModuleInit(): void {
    // An item's rows cascade with it; its files are removed once the deletion has committed.
    this.deletionHooks.register(async (manager, userId, contentId) => {
      const rows = await manager.find(MediaAttachmentEntity, {
        where: { userId, contentId },
        select: { id: true, storageKey: true, thumbnailKey: true },
      });
      return rows.length ? () => this.removeStored(keysOf(rows)) : null;
    });
  }

  async list(userId: number, contentId: number): Promise<MediaAttachment[]> {
    await this.content.get(userId, contentId);
    const rows = await this.attachments.find({
      where: { userId, contentId },
      order: { id: 'ASC' },
    });
    return rows.map(toMediaAttachment);
  }

  /** Stores every file of the request or none: one refused file refuses the whole selection. */
  async upload(userId: number, contentId: number, request: Request): Promise<MediaAttachment[]> {
    await this.content.get(userId, contentId);
    const files = await receiveFiles(request, {
      field: MEDIA_UPLOAD_FIELD,
      maxFileBytes: LIMITS.mediaMaxBytes,
      maxFiles: LIMITS.mediaFilesPerUploadMax,
      tempDir: this.tempDir,
      refusals: uploadErrors,
    });
    const written: string[] = [];
    try {
      const checked = await this.check(files);
      const stored = await this.store(checked, written);
      const rows = await this.dataSource.transaction(async (manager) => {
        await this.content.lockForAttachment(manager, userId, contentId);
        return this.insertAttachments(manager, userId, contentId, stored);
      });
      await this.publishItem(userId, contentId);
      return rows.map(toMediaAttachment);
    } catch (error) {
      await this.removeStored(written);
      throw error;
    } finally {
      await discardSpooled(files);
    }
  }

  /** The rows of stored files on an item, and the item marked as having attachments. */
  private async insertAttachments(
    manager: EntityManager,
    userId: number,
    contentId: number,
    stored: Awaited<ReturnType<MediaService['store']>>,
  ): Promise<MediaAttachmentEntity[]> {
    const inserted = await manager.save(
      stored.map((file) =>
        manager.create(MediaAttachmentEntity, {
          userId,
          contentId,
          fileName: file.file.fileName,
          fileType: file.type.fileType,
          mimeType: file.type.mimeType,
          fileSize: file.file.size,
          storageKey: file.storageKey,
          thumbnailKey: file.thumbnailKey,
          width: file.metadata.width,
          height: file.metadata.height,
          duration: file.metadata.duration,
          pageCount: file.metadata.pageCount,
        }),
      ),
    );
    await this.content.setHasAttachments(manager, userId, [contentId], true);
    return inserted;
  }

  /**
   * Attaches received files to an item inside the caller's transaction (which has just made the
   * item): each is checked by its bytes as an upload is, and a file Vault does not take is left
   * out. Returns what removes the stored files should that transaction not commit.
   */
  async attachReceived(
    manager: EntityManager,
    userId: number,
    contentId: number,
    received: ReceivedFile[],
  ): Promise<{ attached: number; discard: () => Promise<void> }> {
    const written: string[] = [];
    const discard = () => this.removeStored(written);
    if (received.length === 0) return { attached: 0, discard };
    await fs.mkdir(this.tempDir, { recursive: true });
    const spooled: SpooledFile[] = [];
    try {
      for (const file of received) {
        const tempPath = path.join(this.tempDir, randomUUID());
        await fs.writeFile(tempPath, file.bytes);
        spooled.push({ path: tempPath, fileName: file.fileName, size: file.bytes.length });
      }
      const accepted: SpooledFile[] = [];
      for (const file of spooled) if (await sniffType(file.path)) accepted.push(file);
      const stored = await this.store(await this.check(accepted), written);
      if (stored.length === 0) return { attached: 0, discard };
      await this.insertAttachments(manager, userId, contentId, stored);
      return { attached: stored.length, discard };
    } catch (error) {
      await discard();
      throw error;
    } finally {
      await discardSpooled(spooled);
    }
  }

  /** Keeps an image Vault received (in an e-mail) as an item's lead image; null when it is not one. */
  storeLeadImage(bytes: Buffer): Promise<StoredLeadImage | null> {
    return this.leadImages.storeBytes(bytes);
  }

  /** Removes a lead image stored for an item that was then not saved. */
  removeLeadImage(key: string): Promise<void> {
    return this.leadImages.removeStored(key);
  }

  async remove(userId: number, id: number): Promise<void> {
    const row = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(MediaAttachmentEntity, { where: { id, userId } });
      if (!found) throw new NotFoundException('Media not found');
      await this.content.lockForAttachment(manager, userId, found.contentId);
      const result = await manager.delete(MediaAttachmentEntity, { id, userId });
      if (!result.affected) throw new NotFoundException('Media not found');
      const remaining = await manager.count(MediaAttachmentEntity, {
        where: { contentId: found.contentId },
      });
      await this.content.setHasAttachments(manager, userId, [found.contentId], remaining > 0);
      return found;
    });
    await this.removeStored(keysOf([row]));
    await this.publishItem(userId, row.contentId);
  }

  /** The user's attachment, or 404 for anyone else's (the same answer as an unknown id). */
  async findOwned(userId: number, id: number): Promise<MediaAttachmentEntity> {
    const row = await this.attachments.findOneBy({ id, userId });
    if (!row) throw new NotFoundException('Media not found');
    return row;
  }

  /**
   * For the account deletion, inside its transaction: locks the user's attachments and returns
   * what removes their stored files once the transaction (whose user row cascades to these rows)
   * has committed.
   */
  /** A stored file's bytes (or one range of them); 404 when gone, 503 when storage fails. */
  async openStored(key: string, range?: ByteRange): Promise<Readable> {
    try {
      return await this.storage.get(key, range);
    } catch (error) {
      if (error instanceof MediaNotFoundError) throw new NotFoundException('Media not found');
      throw uploadErrors.unavailable();
    }
  }

  /** The owner's attachment's thumbnail, streamed. */
  async openThumbnail(userId: number, id: number): Promise<Readable> {
    const row = await this.findOwned(userId, id);
    if (!row.thumbnailKey) throw new NotFoundException('This attachment has no thumbnail');
    return this.openStored(row.thumbnailKey);
  }

  async filesOfDeletedUser(manager: EntityManager, userId: number): Promise<() => Promise<void>> {
    const rows = await manager.find(MediaAttachmentEntity, {
      where: { userId },
      select: { id: true, storageKey: true, thumbnailKey: true },
      lock: { mode: 'pessimistic_write' },
    });
    const removeLeadImages = await this.leadImages.filesOfDeletedUser(manager, userId);
    const removeStoredFiles = await this.storedFiles.filesOfDeletedUser(manager, userId);
    return async () => {
      await this.removeStored(keysOf(rows));
      await removeLeadImages();
      await removeStoredFiles();
    };
  }

  /** For the data export: each attachment's details and the path its owner downloads it from. */
  async listForExport(userId: number): Promise<MediaExportEntry[]> {
    const rows = await this.attachments.find({
      where: { userId },
      order: { contentId: 'ASC', id: 'ASC' },
    });
    return rows.map(toMediaExportEntry);
  }

  private async check(files: SpooledFile[]): Promise<CheckedFile[]> {
    const typed: Omit<CheckedFile, 'metadata'>[] = [];
    for (const file of files) {
      const type = await sniffType(file.path);
      if (!type) throw uploadErrors.invalidType();
      typed.push({ file, type });
    }
    const checked: CheckedFile[] = [];
    for (const entry of typed) {
      try {
        checked.push({ ...entry, metadata: await readMetadata(entry.file.path, entry.type) });
      } catch (error) {
        if (error instanceof UnreadableImageError) throw uploadErrors.invalidType();
        throw error;
      }
    }
    return checked;
  }

  /** Writes each file (and thumbnail) under a new random key; `written` collects them for clean-up. */
  private async store(files: CheckedFile[], written: string[]): Promise<StoredFile[]> {
    const stored: StoredFile[] = [];
    try {
      for (const entry of files) {
        const storageKey = randomUUID();
        await this.storage.put(storageKey, createReadStream(entry.file.path), {
          size: entry.file.size,
          contentType: entry.type.mimeType,
        });
        written.push(storageKey);
        let thumbnailKey: string | null = null;
        const { thumbnail } = entry.metadata;
        if (thumbnail) {
          thumbnailKey = `${storageKey}-thumb`;
          await this.storage.put(thumbnailKey, Readable.from([thumbnail]), {
            size: thumbnail.length,
            contentType: THUMBNAIL_MIME_TYPE,
          });
          written.push(thumbnailKey);
        }
        stored.push({ ...entry, storageKey, thumbnailKey });
      }
    } catch (error) {
      this.logger.error(`Media storage (${this.storage.kind}) refused a file: ${String(error)}`);
      throw uploadErrors.unavailable();
    }
    return stored;
  }

  private async removeStored(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.delete(key).catch((error: unknown) => {
        this.logger.error(`Could not remove stored media ${key}: ${String(error)}`);
      });
    }
  }

  private async publishItem(userId: number, contentId: number): Promise<void> {
    try {
      await this.content.publish(await this.content.get(userId, contentId));
    } catch {
      // The item went meanwhile; its deletion has told the clients.
    }
  }
}
