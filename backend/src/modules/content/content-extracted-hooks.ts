import { Injectable, Logger } from '@nestjs/common';

/** Runs once an item's extraction has been stored (its copies are in `content_copies`). */
export type ContentExtractedHook = (userId: number, contentId: number) => Promise<void>;

/**
 * Lets modules that keep more of a saved item (stored media, page copies) start their work after
 * each extraction, without the content module depending on them. They register at module init.
 */
@Injectable()
export class ContentExtractedHooks {
  private readonly logger = new Logger('ContentExtractedHooks');
  private readonly hooks: ContentExtractedHook[] = [];

  register(hook: ContentExtractedHook): void {
    this.hooks.push(hook);
  }

  /** A failing hook is logged, never fails the extraction that has already been stored. */
  async afterExtraction(userId: number, contentId: number): Promise<void> {
    for (const hook of this.hooks) {
      await hook(userId, contentId).catch((error: unknown) => {
        this.logger.error(
          `Work after the extraction of item ${contentId} failed: ${String(error)}`,
        );
      });
    }
  }
}
