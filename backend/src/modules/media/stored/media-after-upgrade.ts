import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ContentStoredMedia } from '../../content/index.js';
import { PlanChangesService } from '../../plans/index.js';
import { JobQueue } from '../../../queue/job-queue.js';
import { PLAN_REFUSALS } from './plan-refusals.js';

/** Items whose media one plan change sends back to the job (the newest first). */
const ITEMS_PER_UPGRADE = 1_000;
/** After every job without a priority: saves and their media come first. */
const UPGRADE_PRIORITY = 10;

/**
 * When a plan change gives a user more storage, queues the `media-store` job again for their
 * items whose media the plan refused, at low priority; the job keeps what the new allowance holds.
 * One job id per item, so a second webhook for the same change adds nothing.
 */
@Injectable()
export class MediaAfterUpgrade implements OnModuleInit {
  constructor(
    private readonly planChanges: PlanChangesService,
    private readonly itemMedia: ContentStoredMedia,
    @Inject(JobQueue) private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    this.planChanges.onAllowanceGrown(async (userId) => {
      await this.queueRefused(userId);
    });
  }

  /** Queues the job for each of the user's items with refused media; how many were queued. */
  async queueRefused(userId: number): Promise<number> {
    const items = await this.itemMedia.itemsWithMediaNotKept(
      userId,
      PLAN_REFUSALS,
      ITEMS_PER_UPGRADE,
    );
    for (const contentId of items) {
      await this.queue.enqueue(
        'media-store',
        { userId, contentId, retryPlanRefusals: true },
        { jobId: `plan-refusals-${contentId}`, priority: UPGRADE_PRIORITY },
      );
    }
    return items.length;
  }
}
