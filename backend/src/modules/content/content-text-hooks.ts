import { Injectable, Logger } from '@nestjs/common';

/** What an item's reader text is built from (the reader view's HTML, else the plain text). */
export interface ReaderSource {
  readableHtml: string | null;
  text: string | null;
}

/** Runs after an item's stored text changed (an extraction completed, `admin reclean`). */
export type ReaderTextChanged = (contentId: number, source: ReaderSource) => Promise<void>;

/**
 * Lets modules that point into an item's text (highlights) follow it when it changes, without
 * the content module depending on them. They register at module init.
 */
@Injectable()
export class ContentTextHooks {
  private readonly logger = new Logger('ContentTextHooks');
  private readonly hooks: ReaderTextChanged[] = [];

  register(hook: ReaderTextChanged): void {
    this.hooks.push(hook);
  }

  /** Failures are logged, not thrown: the new text is stored and stays. */
  async textChanged(contentId: number, source: ReaderSource): Promise<void> {
    for (const hook of this.hooks) {
      await hook(contentId, source).catch((error: unknown) => {
        this.logger.error(`Following item ${contentId}'s new text failed: ${String(error)}`);
      });
    }
  }
}
