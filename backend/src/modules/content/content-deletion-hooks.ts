import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Work to do once the deletion has committed (removing stored files, say). */
export type AfterCommit = () => Promise<void>;

/**
 * Runs inside the deletion's transaction, before the item's row goes (and its rows with it, by
 * FK cascade), so it can still read what belongs to the item.
 */
export type ContentDeletionHook = (
  manager: EntityManager,
  userId: number,
  contentId: number,
) => Promise<AfterCommit | null>;

/**
 * Lets modules that hang things off an item (media files) clean up when it is deleted, without
 * the content module depending on them. They register at module init.
 */
@Injectable()
export class ContentDeletionHooks {
  private readonly logger = new Logger('ContentDeletionHooks');
  private readonly hooks: ContentDeletionHook[] = [];

  register(hook: ContentDeletionHook): void {
    this.hooks.push(hook);
  }

  async beforeDelete(
    manager: EntityManager,
    userId: number,
    contentId: number,
  ): Promise<AfterCommit[]> {
    const after: AfterCommit[] = [];
    for (const hook of this.hooks) {
      const next = await hook(manager, userId, contentId);
      if (next) after.push(next);
    }
    return after;
  }

  /** Failures are logged, not thrown: the deletion itself has already happened. */
  async afterCommit(work: AfterCommit[]): Promise<void> {
    for (const step of work) {
      await step().catch((error: unknown) => {
        this.logger.error(`Clean-up after a content deletion failed: ${String(error)}`);
      });
    }
  }
}
