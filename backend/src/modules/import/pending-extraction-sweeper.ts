import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ContentImportService } from '../content/index.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Items charged per user and sweep: a renewed allowance is a few hundred at most. */
const PER_USER = 1_000;

/**
 * Imported items wait (`pending`) while their owner has no allowance or credits. Each hour, and
 * at start, their extraction is charged and queued again for every user who has some, until the
 * allowance or credits run out again; so a renewed month or a top-up carries the import on.
 */
@Injectable()
export class PendingExtractionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PendingExtractionSweeper');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly content: ContentImportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runWorker) return;
    const run = () => {
      this.sweep().catch((error: unknown) =>
        this.logger.warn(`Sweep of waiting extractions failed: ${String(error)}`),
      );
    };
    this.timer = setInterval(run, SWEEP_EVERY_MS);
    this.timer.unref();
    run();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Returns how many waiting items were queued for extraction. */
  async sweep(): Promise<number> {
    let queued = 0;
    for (const userId of await this.content.usersWithPendingItems())
      queued += await this.content.queueExtractions(
        userId,
        await this.content.pendingIds(userId, PER_USER),
      );
    if (queued) this.logger.log(`Queued ${queued} waiting extraction(s)`);
    return queued;
  }
}
