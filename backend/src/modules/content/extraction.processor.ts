import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { ContentMetadata } from '@vault/contracts';
import { DataSource, In, Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobQueue } from '../../queue/job-queue.js';
import {
  type JobContext,
  type JobPayloads,
  type JobProcessor,
  PermanentJobError,
} from '../../queue/queues.js';
import { type Enrichment, EnrichmentService } from '../enrichment/index.js';
import { ExtractionError, ExtractionService } from '../extraction/index.js';
import { QuotaService } from '../plans/index.js';
import { ContentItemEntity } from './content-item.entity.js';
import { ContentCopyEntity } from './content-copy.entity.js';
import { ContentLeadImages, leadImagePath } from './content-lead-images.js';
import { ContentSnapshotEntity } from './content-snapshot.entity.js';
import { ContentService } from './content.service.js';

type ExtractionPayload = JobPayloads['extraction'];

/** Metadata keeps only what the page had; an absent value is left out, not stored as null. */
function withoutEmptyValues(metadata: object): ContentMetadata {
  return Object.fromEntries(
    Object.entries(metadata).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  );
}

/** An item still `queued` this long after it was saved has lost its job (the in-process queue died with its process). */
const STALE_AFTER_MS = 60_000;

/** The extraction job: fetch, extract, store; the final failure stores the reason and refunds the unit. */
@Injectable()
export class ExtractionProcessor
  implements JobProcessor<'extraction'>, OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger('ExtractionProcessor');
  private sweep: NodeJS.Timeout | null = null;

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly extraction: ExtractionService,
    private readonly enrichment: EnrichmentService,
    private readonly content: ContentService,
    private readonly quota: QuotaService,
    private readonly leadImages: ContentLeadImages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor('extraction', this);
    this.queue.registerProcessor('extraction-bulk', this);
  }

  /**
   * Items left `queued` or `processing` by a process that stopped, or saved while the queue was
   * unreachable, get their job again: at start, then every minute.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorker) return;
    await this.requeueStale();
    this.sweep = setInterval(() => {
      this.requeueStale().catch((error: unknown) =>
        this.logger.warn(`Re-queueing unfinished extractions failed: ${String(error)}`),
      );
    }, STALE_AFTER_MS);
    this.sweep.unref();
  }

  onApplicationShutdown(): void {
    if (this.sweep) clearInterval(this.sweep);
  }

  private async requeueStale(): Promise<void> {
    const stale = await this.items
      .createQueryBuilder('item')
      .where('item.extraction_status IN (:...statuses)', { statuses: ['queued', 'processing'] })
      .andWhere('item.updated_at < :before', { before: new Date(Date.now() - STALE_AFTER_MS) })
      .limit(10_000)
      .getMany();
    for (const item of stale) {
      // An imported item waits its turn on the low-priority queue (the same job id, so a job still
      // waiting there is not doubled); moving it to the interactive queue would delay saves.
      if (item.metadata.imported) await this.content.enqueueBulkExtraction(item);
      else await this.content.enqueueExtraction(item, `recover-${item.updatedAt.getTime()}`);
    }
    if (stale.length) this.logger.log(`Re-queued ${stale.length} unfinished extraction(s)`);
  }

  async process(payload: ExtractionPayload, context: JobContext): Promise<void> {
    const item = await this.items.findOneBy({ id: payload.contentId, userId: payload.userId });
    // Deleted meanwhile, or already done by an earlier copy of this job: nothing to do.
    if (!item || item.extractionStatus === 'completed') return;
    if (item.extractionStatus !== 'processing') {
      await this.items.update({ id: item.id }, { extractionStatus: 'processing' });
      await this.content.publish({ ...item, extractionStatus: 'processing' });
    }
    const snapshot = await this.dataSource
      .getRepository(ContentSnapshotEntity)
      .findOneBy({ contentId: item.id });
    let result;
    try {
      result = await this.extraction.extract({ url: item.url, html: snapshot?.html ?? null });
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
    const updated = await this.items.update(
      { id: item.id, userId: item.userId },
      {
        title: result.title ?? item.title,
        author: result.author,
        text: result.text,
        imageUrl: image ? leadImagePath(item.id) : result.imageUrl,
        metadata,
        summary: enrichment?.summary ?? null,
        topics: enrichment?.topics ?? [],
        extractionStatus: 'completed',
        extractionError: null,
      },
    );
    if (!updated.affected) {
      if (image) await this.leadImages.remove(image.key);
      return;
    }
    await copies.upsert(
      {
        contentId: item.id,
        readableHtml: result.readableHtml ?? null,
        leadImageKey: image?.key ?? null,
        leadImageBytes: image?.bytes ?? null,
      },
      ['contentId'],
    );
    if (previous?.leadImageKey) await this.leadImages.remove(previous.leadImageKey);
    if (snapshot)
      await this.dataSource.getRepository(ContentSnapshotEntity).delete({ contentId: item.id });
    const fresh = await this.items.findOneBy({ id: item.id });
    if (fresh) await this.content.publish(fresh);
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

  /** Stores `failed` with a reason a person can read, and gives back what paid for the save. */
  async onFinalFailure(payload: ExtractionPayload, error: Error): Promise<void> {
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
      if (current.chargedWith && current.chargedAt) {
        await this.quota.refund(manager, current.userId, current.chargedWith, current.chargedAt);
      }
      await manager.update(
        ContentItemEntity,
        { id: current.id },
        { extractionStatus: 'failed', extractionError: reason, chargedWith: null, chargedAt: null },
      );
      return manager.findOneBy(ContentItemEntity, { id: current.id });
    });
    if (item) await this.content.publish(item);
  }
}
