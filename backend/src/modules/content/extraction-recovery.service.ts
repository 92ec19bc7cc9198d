import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ContentItemEntity } from './content-item.entity.js';
import { ContentService } from './content.service.js';

/** An item still waiting this long after its last change, with no live lease, has lost its job. */
const STALE_AFTER_MS = 60_000;

/**
 * Items left `queued` or `processing` by a process that stopped, or saved while the queue was
 * unreachable, get their job again: at start, then every minute. An item whose job holds a live
 * lease (running, or waiting between its attempts) is left to that job.
 */
@Injectable()
export class ExtractionRecovery implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ExtractionRecovery');
  private sweep: NodeJS.Timeout | null = null;

  constructor(
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    private readonly content: ContentService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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

  async requeueStale(olderThanMs = STALE_AFTER_MS): Promise<number> {
    const stale = await this.items
      .createQueryBuilder('item')
      .where('item.extraction_status IN (:...statuses)', { statuses: ['queued', 'processing'] })
      .andWhere('item.updated_at < :before', { before: new Date(Date.now() - olderThanMs) })
      .andWhere(
        '(item.extraction_lease_expires_at IS NULL OR item.extraction_lease_expires_at < now())',
      )
      .limit(10_000)
      .getMany();
    for (const item of stale) {
      // An imported item waits its turn on the low-priority queue (the same job id, so a job still
      // waiting there is not doubled); moving it to the interactive queue would delay saves.
      if (item.metadata.imported) await this.content.enqueueBulkExtraction(item);
      else await this.content.enqueueExtraction(item, `recover-${item.updatedAt.getTime()}`);
    }
    if (stale.length) this.logger.log(`Re-queued ${stale.length} unfinished extraction(s)`);
    return stale.length;
  }
}
