import { Inject, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAGE_COPY_LIMITS, type PageCopySource, type PageCopyStatus } from '@vault/contracts';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobQueue } from '../../queue/job-queue.js';
import { type JobPayloads, PermanentJobError } from '../../queue/queues.js';
import {
  type CompletedExtraction,
  ContentDeletionHooks,
  ContentExtractionHooks,
  ContentService,
  ContentSnapshots,
} from '../content/index.js';
import { FetchError, PageRendererService, safeFetch } from '../extraction/index.js';
import { MediaStorage, StorageAllowance } from '../media/index.js';
import { planIncludes } from '../plans/index.js';
import { UsersService } from '../users/index.js';
import { PageCopyEntity } from './page-copy.entity.js';
import { buildPageCopy } from './page-copy-html.js';
import { ResourceInliner } from './resource-inliner.js';
import { safeResourceFetch } from './safe-resource-fetch.js';

const gzip = promisify(zlib.gzip);
const PAGE_TIMEOUT_MS = 20_000;

type CopyPayload = JobPayloads['page-copy'];

/** The page a copy is made from. */
interface CopySource {
  source: PageCopySource;
  html: string;
  /** Where the page was found; its relative addresses resolve against it. */
  url: string;
  screenshot: Buffer | null;
}

/** A stored file of a copy, opened for its owner. */
export interface StoredCopyFile {
  body: Readable;
  bytes: number | null;
}

function keysOf(row: Pick<PageCopyEntity, 'storageKey' | 'screenshotKey'>): string[] {
  return [row.storageKey, row.screenshotKey].filter((key): key is string => key !== null);
}

function isHtml(contentType: string | null, body: Buffer): boolean {
  if (contentType === 'text/html' || contentType === 'application/xhtml+xml') return true;
  const head = body.subarray(0, 1024).toString('latin1').trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html');
}

/**
 * Saved copies of pages (issue 36): queued when an item's extraction completes on a plan that
 * keeps them, made on the low-priority `page-copy` queue from the extension's snapshot, the
 * headless render (with a full-page screenshot) or the server's fetch, stored gzip-compressed in
 * the media storage and served to the owner only. Their bytes count toward the plan's storage.
 */
@Injectable()
export class PageCopyService implements OnModuleInit {
  private readonly logger = new Logger('PageCopyService');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    private readonly allowance: StorageAllowance,
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly content: ContentService,
    private readonly snapshots: ContentSnapshots,
    private readonly extractionHooks: ContentExtractionHooks,
    private readonly deletionHooks: ContentDeletionHooks,
    private readonly users: UsersService,
    private readonly renderer: PageRendererService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.allowance.registerUsage((userId, manager) => this.bytesUsed(userId, manager));
    this.extractionHooks.register((extraction) => this.schedule(extraction));
    this.deletionHooks.register(async (manager, userId, contentId) => {
      const row = await manager.findOne(PageCopyEntity, { where: { contentId, userId } });
      const keys = row ? keysOf(row) : [];
      return keys.length ? () => this.removeFiles(keys) : null;
    });
  }

  /**
   * After an extraction: queues the copy when the plan keeps copies. Answers whether the copy
   * job will read the item's snapshot (which the content module then keeps for it).
   */
  async schedule(extraction: CompletedExtraction): Promise<boolean> {
    // Only a web page has a page to copy (a newsletter received by mail is kept whole already).
    if (!/^https?:\/\//i.test(extraction.url)) return false;
    const user = await this.users.findById(extraction.userId);
    if (!user || !planIncludes(user, 'pageCopies')) return false;
    const planned: PageCopySource = extraction.fromSnapshot
      ? 'snapshot'
      : extraction.renderedWithBrowser
        ? 'render'
        : 'fetch';
    await this.dataSource.getRepository(PageCopyEntity).upsert(
      {
        contentId: extraction.contentId,
        userId: extraction.userId,
        state: 'pending',
        source: planned,
        error: null,
      },
      ['contentId'],
    );
    await this.queue.enqueue(
      'page-copy',
      { contentId: extraction.contentId, userId: extraction.userId },
      { jobId: `page-copy-${extraction.contentId}` },
    );
    return extraction.fromSnapshot;
  }

  /** One attempt of the copy job. */
  async make(payload: CopyPayload): Promise<void> {
    const repository = this.dataSource.getRepository(PageCopyEntity);
    const row = await repository.findOneBy({
      contentId: payload.contentId,
      userId: payload.userId,
    });
    // The item (and its row) was deleted meanwhile.
    if (!row) return this.snapshots.release(payload.contentId);
    const user = await this.users.findById(payload.userId);
    if (!user || !planIncludes(user, 'pageCopies')) {
      await repository.delete({ contentId: row.contentId });
      await this.removeFiles(keysOf(row));
      return this.snapshots.release(payload.contentId);
    }
    const item = await this.content.get(payload.userId, payload.contentId);
    const page = await this.sourceOf(item.url, row.source ?? 'fetch', payload.contentId);
    const inliner = new ResourceInliner(safeResourceFetch(this.config.fetchAllowedHosts));
    const html = Buffer.from(await buildPageCopy(page.html, page.url, inliner), 'utf8');
    if (inliner.skipped.length)
      this.logger.log(`Copy of item ${item.id}: ${inliner.skipped.length} resources left out`);
    await this.store(payload, page, html, (row.compressedBytes ?? 0) + (row.screenshotBytes ?? 0));
    await this.snapshots.release(payload.contentId);
  }

  /** After the last attempt failed: the copy is marked failed, and the snapshot let go. */
  async fail(payload: CopyPayload, error: Error): Promise<void> {
    const reason =
      error instanceof PermanentJobError
        ? error.message
        : 'The page could not be copied after several attempts.';
    this.logger.warn(`Copy of item ${payload.contentId} failed: ${String(error)}`);
    await this.dataSource
      .getRepository(PageCopyEntity)
      .update(
        { contentId: payload.contentId, userId: payload.userId },
        { state: 'failed', error: reason },
      );
    await this.snapshots.release(payload.contentId);
  }

  private async sourceOf(
    url: string,
    planned: PageCopySource,
    contentId: number,
  ): Promise<CopySource> {
    if (planned === 'snapshot') {
      const html = await this.snapshots.read(contentId);
      if (html) return { source: 'snapshot', html, url, screenshot: null };
    }
    if (planned === 'render') {
      const rendered = await this.renderer.renderWithScreenshot(url, {
        width: PAGE_COPY_LIMITS.screenshotWidth,
        maxHeight: PAGE_COPY_LIMITS.screenshotMaxHeight,
      });
      if (rendered)
        return {
          source: 'render',
          html: rendered.html,
          url: rendered.url,
          screenshot: rendered.screenshot ?? null,
        };
    }
    return this.fetched(url);
  }

  private async fetched(url: string): Promise<CopySource> {
    try {
      const response = await safeFetch(url, {
        allowedHosts: this.config.fetchAllowedHosts,
        maxBytes: PAGE_COPY_LIMITS.pageMaxBytes,
        timeoutMs: PAGE_TIMEOUT_MS,
      });
      if (!isHtml(response.contentType, response.body))
        throw new PermanentJobError('Only web pages get a saved copy.');
      return { source: 'fetch', html: response.text(), url: response.url, screenshot: null };
    } catch (error) {
      if (error instanceof FetchError && !error.transient)
        throw new PermanentJobError(`The page could not be copied: ${error.message}`);
      throw error;
    }
  }

  private async store(
    payload: CopyPayload,
    page: CopySource,
    html: Buffer,
    replacedBytes: number,
  ): Promise<void> {
    const compressed = await gzip(html, { level: 6 });
    // A copy counts toward the plan's storage allowance like the media Vault keeps.
    const refused = await this.allowance.refusal(
      payload.userId,
      compressed.length + (page.screenshot?.length ?? 0) - replacedBytes,
    );
    if (refused) throw new PermanentJobError(refused);
    const copyKey = `copy-${randomUUID()}`;
    await this.storage.put(copyKey, Readable.from([compressed]), {
      size: compressed.length,
      contentType: 'application/gzip',
    });
    const stored = [copyKey];
    let screenshotKey: string | null = null;
    if (page.screenshot) {
      screenshotKey = `shot-${randomUUID()}`;
      await this.storage.put(screenshotKey, Readable.from([page.screenshot]), {
        size: page.screenshot.length,
        contentType: 'image/webp',
      });
      stored.push(screenshotKey);
    }
    const replaced = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(PageCopyEntity, {
        where: { contentId: payload.contentId, userId: payload.userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) return null;
      await manager.update(
        PageCopyEntity,
        { contentId: current.contentId },
        {
          state: 'ready',
          source: page.source,
          storageKey: copyKey,
          compressedBytes: compressed.length,
          originalBytes: html.length,
          screenshotKey,
          screenshotBytes: page.screenshot?.length ?? null,
          error: null,
        },
      );
      return keysOf(current);
    });
    // The item went while the copy was made: its files go too. A newer copy replaces an older.
    await this.removeFiles(replaced ?? stored);
  }

  /** What the detail page shows of an item's copy; 404 for another user's item. */
  async status(userId: number, contentId: number): Promise<PageCopyStatus> {
    await this.content.get(userId, contentId);
    const [row, user] = await Promise.all([
      this.dataSource.getRepository(PageCopyEntity).findOneBy({ contentId, userId }),
      this.users.findById(userId),
    ]);
    const ready = row?.state === 'ready';
    return {
      state: row?.state ?? 'none',
      planKeepsCopies: user ? planIncludes(user, 'pageCopies') : false,
      source: ready ? row.source : null,
      bytes: ready ? (row.compressedBytes ?? 0) + (row.screenshotBytes ?? 0) : null,
      hasScreenshot: ready && row.screenshotKey !== null,
      createdAt: ready ? row.updatedAt.toISOString() : null,
      error: row?.state === 'failed' ? row.error : null,
    };
  }

  /** The owner's copy, gzip-compressed as stored; 404 when there is none or it is not theirs. */
  async openCopy(userId: number, contentId: number): Promise<StoredCopyFile> {
    const row = await this.readyRow(userId, contentId);
    if (!row.storageKey) throw new NotFoundException('This item has no saved copy');
    return { body: await this.storage.get(row.storageKey), bytes: row.compressedBytes };
  }

  /** The owner's screenshot (WebP); 404 when there is none or it is not theirs. */
  async openScreenshot(userId: number, contentId: number): Promise<StoredCopyFile> {
    const row = await this.readyRow(userId, contentId);
    if (!row.screenshotKey) throw new NotFoundException('This item has no screenshot');
    return { body: await this.storage.get(row.screenshotKey), bytes: row.screenshotBytes };
  }

  private async readyRow(userId: number, contentId: number): Promise<PageCopyEntity> {
    const row = await this.dataSource
      .getRepository(PageCopyEntity)
      .findOneBy({ contentId, userId, state: 'ready' });
    if (!row) throw new NotFoundException('This item has no saved copy');
    return row;
  }

  /**
   * Bytes of stored copies and screenshots of a user, for the plan's storage allowance; in the
   * caller's transaction when it passes its manager.
   */
  async bytesUsed(
    userId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const [row]: { bytes: string }[] = await manager.query(
      `SELECT COALESCE(SUM(COALESCE(compressed_bytes, 0) + COALESCE(screenshot_bytes, 0)), 0) AS bytes
         FROM page_copies WHERE user_id = $1`,
      [userId],
    );
    return Number(row?.bytes ?? 0);
  }

  /** Copies and screenshots of a user being deleted, removed after the deletion commits. */
  async filesOfDeletedUser(manager: EntityManager, userId: number): Promise<() => Promise<void>> {
    const rows = await manager.find(PageCopyEntity, {
      where: { userId },
      select: { contentId: true, storageKey: true, screenshotKey: true },
    });
    const keys = rows.flatMap(keysOf);
    return () => this.removeFiles(keys);
  }

  private async removeFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.delete(key).catch((error: unknown) => {
        this.logger.error(`Stored copy file ${key} not removed: ${String(error)}`);
      });
    }
  }
}
