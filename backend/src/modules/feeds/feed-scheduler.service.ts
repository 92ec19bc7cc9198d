import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobQueue } from '../../queue/job-queue.js';

const SWEEP_EVERY_MS = 60_000;
/** Feeds handed to the queue per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 500;
/** A queued check holds its feed this long; if its job is lost, the next sweep after it takes it again. */
const QUEUED_LEASE = '15 minutes';

/**
 * Every minute, each worker process claims the due feeds no other check holds and queues one
 * `feed-poll` job per feed. Due-ness and the claim live on the feed's row (`next_poll_at`,
 * `polling_until`, taken with `FOR UPDATE SKIP LOCKED`), so any number of processes sweep as one.
 */
@Injectable()
export class FeedScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('FeedScheduler');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runWorker) return;
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.logger.warn(`Queueing due feeds failed: ${String(error)}`),
      );
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Claims and queues the due feeds; answers how many were queued. */
  async sweep(): Promise<number> {
    const [due]: [{ id: number; user_id: number; polling_until: Date }[], number] =
      await this.dataSource.query(
        `UPDATE feeds SET polling_until = now() + interval '${QUEUED_LEASE}'
          WHERE id IN (
            SELECT id FROM feeds
             WHERE paused = false AND next_poll_at <= now()
               AND (polling_until IS NULL OR polling_until < now())
             ORDER BY next_poll_at
             LIMIT ${SWEEP_BATCH}
             FOR UPDATE SKIP LOCKED)
          RETURNING id, user_id, polling_until`,
      );
    for (const feed of due) {
      await this.queue.enqueue(
        'feed-poll',
        { feedId: feed.id, userId: feed.user_id },
        { jobId: `feed-${feed.id}-${feed.polling_until.getTime()}` },
      );
    }
    if (due.length) this.logger.log(`Queued ${due.length} feed check(s)`);
    return due.length;
  }
}
