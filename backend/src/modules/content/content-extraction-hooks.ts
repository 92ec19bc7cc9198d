import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContentSnapshotEntity } from './content-snapshot.entity.js';

/** What a completed extraction tells the modules that build on it. */
export interface CompletedExtraction {
  contentId: number;
  userId: number;
  /** The saved address. */
  url: string;
  /** Whether the extension's snapshot was the source (it is kept when a hook asks for it). */
  fromSnapshot: boolean;
  /** Whether the text came from the headless browser's render of the page. */
  renderedWithBrowser: boolean;
}

/** Returns true when the hook will read the item's snapshot later (see `ContentSnapshots`). */
export type ExtractionCompletedHook = (extraction: CompletedExtraction) => Promise<boolean>;

/**
 * Lets modules that build on an extracted item (the saved copy, stored media) start their work when its
 * extraction completes, without the content module depending on them. They register at module
 * init. A hook must be quick (queue the work): the extraction job waits for it.
 */
@Injectable()
export class ContentExtractionHooks {
  private readonly logger = new Logger('ContentExtractionHooks');
  private readonly hooks: ExtractionCompletedHook[] = [];

  register(hook: ExtractionCompletedHook): void {
    this.hooks.push(hook);
  }

  /**
   * Whether any hook still needs the snapshot. A failing hook is logged and never fails the
   * extraction, which has already been stored.
   */
  async completed(extraction: CompletedExtraction): Promise<boolean> {
    let snapshotNeeded = false;
    for (const hook of this.hooks) {
      try {
        if (await hook(extraction)) snapshotNeeded = true;
      } catch (error) {
        this.logger.error(
          `A hook after the extraction of item ${extraction.contentId} failed: ${String(error)}`,
        );
      }
    }
    return snapshotNeeded;
  }
}

/**
 * The extension's snapshot of an item, for the modules whose hook kept it past its extraction;
 * the one that used it releases it.
 */
@Injectable()
export class ContentSnapshots {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The snapshot's HTML (the caller checks the item is the user's). */
  async read(contentId: number): Promise<string | null> {
    const row = await this.dataSource.getRepository(ContentSnapshotEntity).findOneBy({ contentId });
    return row?.html ?? null;
  }

  async release(contentId: number): Promise<void> {
    await this.dataSource.getRepository(ContentSnapshotEntity).delete({ contentId });
  }
}
