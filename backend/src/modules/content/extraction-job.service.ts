import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { ContentMetadata } from '@vault/contracts';
import { DataSource, In, Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import {
  type JobContext,
  type JobPayloads,
  PermanentJobError,
  QUEUES,
  retryDelay,
} from '../../queue/queues.js';
import { type Enrichment, EnrichmentService } from '../enrichment/index.js';
import { ExtractionError, type ExtractionResult, ExtractionService } from '../extraction/index.js';
import { QuotaService } from '../plans/index.js';
import { ContentCopyEntity } from './content-copy.entity.js';
import { ContentExtractionHooks } from './content-extraction-hooks.js';
import { ContentItemEntity } from './content-item.entity.js';
import { ContentLeadImages, leadImagePath } from './content-lead-images.js';
import { ContentSnapshotEntity } from './content-snapshot.entity.js';
import { ContentService } from './content.service.js';
import { ContentTextHooks } from './content-text-hooks.js';
import { claimItem, extendLease, LEASE_MS, LEASE_RENEW_MS } from './extraction-lease.js';

type ExtractionPayload = JobPayloads['extraction'];
type ExtractionQueue = 'extraction' | 'extraction-bulk';

const TOO_SLOW = 'The page took too long to answer. Please try again later.';

/** Metadata keeps only what the page had; an absent value is left out, not stored as null. */
function withoutEmptyValues(metadata: object): ContentMetadata {
  return Object.fromEntries(
    Object.entries(metadata).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  );
}

/**
 * One extraction attempt: take the item's lease, fetch, extract, store and complete it, charged.
 * The final failure stores the reason and refunds the unit. Both extraction queues run it.
 */
@Injectable()
export class ExtractionJob {
  private readonly logger = new Logger('ExtractionJob');

  constructor(
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly extraction: ExtractionService,
    private readonly enrichment: EnrichmentService,
    private readonly content: ContentService,
    private readonly quota: QuotaService,
    private readonly leadImages: ContentLeadImages,
    private readonly textHooks: ContentTextHooks,
    private readonly extractionHooks: ContentExtractionHooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(
    queue: ExtractionQueue,
    payload: ExtractionPayload,
    context: JobContext,
  ): Promise<void> {
    const item = await this.items.findOneBy({ id: payload.contentId, userId: payload.userId });
    // Deleted meanwhile, or already done by an earlier copy of this job: nothing to do.
    if (!item || item.extractionStatus === 'completed') return;
    const claim = await claimItem(this.dataSource.manager, item.id, item.userId, context.jobId);
    // Another job holds the item (and will finish it), or it is no longer waiting.
    if (!claim) return;
    if (item.extractionStatus !== 'processing')
      await this.content.publish({ ...item, extractionStatus: 'processing' });
    const renewal = setInterval(() => {
      extendLease(this.dataSource.manager, item.id, context.jobId, LEASE_MS).catch(() => undefined);
    }, LEASE_RENEW_MS);
    try {
      await this.extract(item, claim.startedAt, context);
    } catch (error) {
      // The wait before the next attempt is part of this job's hold on the item.
      if (!(error instanceof PermanentJobError) && !context.isFinalAttempt) {
        const wait = retryDelay(QUEUES[queue].backoffMs, context.attempt);
        await extendLease(this.dataSource.manager, item.id, context.jobId, wait + LEASE_MS).catch(
          () => undefined,
        );
      }
      throw error;
    } finally {
      clearInterval(renewal);
    }
  }

  private async extract(
    item: ContentItemEntity,
    startedAt: Date,
    context: JobContext,
  ): Promise<void> {
    const remainingMs = startedAt.getTime() + this.config.extractionDeadlineMs - Date.now();
    if (remainingMs <= 0) throw new PermanentJobError(TOO_SLOW);
    const snapshot = await this.dataSource
      .getRepository(ContentSnapshotEntity)
      .findOneBy({ contentId: item.id });
    let result: ExtractionResult;
    try {
      result = await this.extraction.extract({
        url: item.url,
        html: snapshot?.html ?? null,
        signal: AbortSignal.timeout(remainingMs),
      });
    } catch (error) {
      if (error instanceof ExtractionError && !error.transient)
        throw new PermanentJobError(error.message);
      if (context.isFinalAttempt)
        this.logger.warn(`Extraction of item ${item.id} failed: ${String(error)}`);
      throw error;
    }
    const copies = this.dataSource.getRepository(ContentCopyEntity);
    const previous = await copies.findOneBy({ contentId: item.id });
    // Vault's own copy of the lead image; when it cannot be had the site's address is kept.
    const image = result.imageUrl
      ? await this.leadImages.store(item.userId, item.id, result.imageUrl)
      : null;
    const metadata: ContentMetadata = { ...item.metadata, ...withoutEmptyValues(result.metadata) };
    delete metadata.originalImageUrl;
    if (image && result.imageUrl) metadata.originalImageUrl = result.imageUrl;
    const enrichment = await this.enrich(item.id, {
      title: result.title ?? item.title,
      description: result.description,
      text: result.text,
    });
    const completed = await this.complete(item, context.jobId, {
      title: result.title ?? item.title,
      author: result.author,
      text: result.text,
      imageUrl: image ? leadImagePath(item.id) : result.imageUrl,
      metadata,
      summary: enrichment?.summary ?? null,
      topics: enrichment?.topics ?? [],
    });
    if (!completed) {
      if (image) await this.leadImages.remove(image.key);
      return;
    }
    await copies.upsert(
      {
        contentId: item.id,
        readableHtml: result.readableHtml ?? null,
        discussion: result.discussion ?? null,
        thread: result.thread?.length ? result.thread : null,
        media: result.media?.length ? result.media : null,
        transcript: result.transcript ?? null,
        chapters: result.chapters?.length ? result.chapters : null,
        leadImageKey: image?.key ?? null,
        leadImageBytes: image?.bytes ?? null,
      },
      ['contentId'],
    );
    await this.textHooks.textChanged(item.id, {
      readableHtml: result.readableHtml ?? null,
      text: result.text,
    });
    if (previous?.leadImageKey) await this.leadImages.remove(previous.leadImageKey);
    const snapshotNeeded = await this.extractionHooks.completed({
      contentId: item.id,
      userId: item.userId,
      url: item.url,
      fromSnapshot: Boolean(snapshot),
      renderedWithBrowser: result.renderedWithBrowser === true,
    });
    if (snapshot && !snapshotNeeded)
      await this.dataSource.getRepository(ContentSnapshotEntity).delete({ contentId: item.id });
    const fresh = await this.items.findOneBy({ id: item.id });
    if (fresh) await this.content.publish(fresh);
  }

  /**
   * Stores the result as `completed` only while this job holds the item, and only charged: an
   * item whose unit was given back is charged again here, or not completed at all.
   */
  private async complete(
    item: ContentItemEntity,
    owner: string,
    changes: Partial<ContentItemEntity>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(ContentItemEntity, {
        where: { id: item.id, userId: item.userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current || current.extractionLeaseOwner !== owner) return false;
      if (current.extractionStatus !== 'queued' && current.extractionStatus !== 'processing')
        return false;
      let charge = current.chargedWith;
      let chargedAt = current.chargedAt;
      if (!charge) {
        try {
          charge = await this.quota.consume(manager, current.userId);
          chargedAt = new Date();
        } catch (error) {
          if (error instanceof HttpException) return false;
          throw error;
        }
      }
      await manager.update(
        ContentItemEntity,
        { id: current.id },
        {
          ...changes,
          extractionStatus: 'completed',
          extractionError: null,
          chargedWith: charge,
          chargedAt,
          extractionLeaseOwner: null,
          extractionLeaseExpiresAt: null,
        },
      );
      return true;
    });
  }

  /** Summary and topics; a failure here is logged and leaves them empty, never fails the save. */
  private async enrich(
    itemId: number,
    input: Parameters<EnrichmentService['enrich']>[0],
  ): Promise<Enrichment | null> {
    try {
      return await this.enrichment.enrich(input);
    } catch (error) {
      this.logger.warn(`Enrichment of item ${itemId} failed: ${String(error)}`);
      return null;
    }
  }

  /**
   * Stores `failed` with a reason a person can read, and gives back what paid for the save; not
   * when another job holds the item (that job decides how it ends).
   */
  async fail(payload: ExtractionPayload, error: Error, context?: JobContext): Promise<void> {
    const reason =
      error instanceof PermanentJobError || error instanceof ExtractionError
        ? error.message
        : 'The page could not be fetched after several attempts. Please try again later.';
    const item = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(ContentItemEntity, {
        where: {
          id: payload.contentId,
          userId: payload.userId,
          extractionStatus: In(['queued', 'processing']),
        },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) return null;
      if (context && current.extractionLeaseOwner !== null) {
        const [lease]: { alive: boolean }[] = await manager.query(
          `SELECT extraction_lease_expires_at > now() AS alive FROM content_items WHERE id = $1`,
          [current.id],
        );
        if (current.extractionLeaseOwner !== context.jobId && lease?.alive) return null;
      }
      if (current.chargedWith && current.chargedAt) {
        await this.quota.refund(manager, current.userId, current.chargedWith, current.chargedAt);
      }
      await manager.update(
        ContentItemEntity,
        { id: current.id },
        {
          extractionStatus: 'failed',
          extractionError: reason,
          chargedWith: null,
          chargedAt: null,
          extractionLeaseOwner: null,
          extractionLeaseExpiresAt: null,
        },
      );
      return manager.findOneBy(ContentItemEntity, { id: current.id });
    });
    if (item) await this.content.publish(item);
  }
}
