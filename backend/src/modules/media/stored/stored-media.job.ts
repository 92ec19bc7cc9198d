import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { LIMITS, MEDIA_NOT_KEPT, storedFilePath, type PostMedia } from '@vault/contracts';
import { JobQueue } from '../../../queue/job-queue.js';
import type { JobContext, JobPayloads } from '../../../queue/queues.js';
import {
  ContentExtractionHooks,
  ContentStoredMedia,
  type MediaParts,
} from '../../content/index.js';
import { allPostMedia, type AddressOutcome, applyOutcomes, isPending } from './media-parts.js';
import { refusedByPlan, reopenPlanRefusals } from './plan-refusals.js';
import { readerImageUrls } from './reader-images.js';
import { StorageAllowance } from './storage-allowance.service.js';
import { type KeepRequest, StoredFilesService } from './stored-files.service.js';

type Payload = JobPayloads['media-store'];

interface Target {
  url: string;
  expected: PostMedia['kind'];
}

/** Each address once, in order of first appearance. */
function uniqueTargets(entries: Target[]): Target[] {
  const seen = new Map<string, Target>();
  for (const entry of entries) if (!seen.has(entry.url)) seen.set(entry.url, entry);
  return [...seen.values()];
}

interface Work {
  /** The post's media not yet kept nor refused, each address once. */
  targets: Target[];
  posters: Target[];
  readerImages: string[];
}

/** What an item's parts still ask to keep. */
function work(parts: MediaParts): Work {
  const entries = allPostMedia(parts);
  return {
    targets: uniqueTargets(
      entries.filter(isPending).map((entry) => ({ url: entry.originalUrl, expected: entry.kind })),
    ),
    posters: uniqueTargets(
      entries.flatMap((entry) =>
        entry.posterUrl && !entry.storedPosterUrl
          ? [{ url: entry.posterUrl, expected: 'image' as const }]
          : [],
      ),
    ),
    readerImages: readerImageUrls(parts.readableHtml).slice(0, LIMITS.readerImagesPerItemMax),
  };
}

const hasWork = (todo: Work) =>
  todo.targets.length > 0 || todo.posters.length > 0 || todo.readerImages.length > 0;

/**
 * After each extraction (the `media-store` queue): keeps the item's post media, their posters
 * and its reader-view images as stored files, then writes Vault's addresses (or the reasons a
 * file was not kept) into the item and tells its open pages. A file the site could not serve
 * for now is tried again with the job; the last attempt records it as refused.
 */
@Injectable()
export class StoredMediaJob implements OnModuleInit {
  private readonly logger = new Logger('StoredMediaJob');

  constructor(
    private readonly files: StoredFilesService,
    private readonly allowance: StorageAllowance,
    private readonly itemMedia: ContentStoredMedia,
    private readonly extracted: ContentExtractionHooks,
    @Inject(JobQueue) private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    // Only items with files to keep take a job (most saved articles have none).
    this.extracted.register(async ({ userId, contentId }) => {
      const parts = await this.itemMedia.read(userId, contentId);
      const todo = parts ? work(parts) : null;
      if (!todo || !hasWork(todo)) return false;
      // On the free plan only the post's own media gets an answer (why it was not kept).
      if (todo.targets.length === 0 && (await this.allowance.allowanceOf(userId)) <= 0)
        return false;
      await this.queue.enqueue('media-store', { userId, contentId });
      return false;
    });
  }

  /**
   * Makes the files the plan refused pending again, once the plan change that queued this job
   * has committed and only if the plan now keeps media. False when there is nothing to do.
   */
  private async reopenPlanRefusals(userId: number, contentId: number): Promise<boolean> {
    if ((await this.allowance.settledAllowanceOf(userId)) <= 0) return false;
    return this.itemMedia.update(userId, contentId, (current) =>
      applyOutcomes(reopenPlanRefusals(current), new Map(), []),
    );
  }

  async run(payload: Payload, context: JobContext): Promise<void> {
    const { userId, contentId } = payload;
    if (payload.retryPlanRefusals && !(await this.reopenPlanRefusals(userId, contentId))) return;
    const parts = await this.itemMedia.read(userId, contentId);
    if (!parts) return;
    const todo = work(parts);
    if (!hasWork(todo)) return;
    const { targets, posters, readerImages } = todo;

    const outcomes = new Map<string, AddressOutcome>();
    const readerReasons: string[] = [];
    let retryLater = false;
    const keep = async (request: Omit<KeepRequest, 'userId' | 'contentId'>) => {
      const known = outcomes.get(request.url);
      if (known) return known;
      const outcome = await this.files.keep({ ...request, userId, contentId });
      let result: AddressOutcome | null;
      if ('kept' in outcome) {
        const file = outcome.kept;
        result = {
          storedUrl: storedFilePath(file.id),
          mimeType: file.mimeType,
          bytes: file.bytes,
          width: file.width,
          height: file.height,
          duration: file.duration,
        };
      } else if ('notKept' in outcome) result = { notKeptReason: outcome.notKept };
      else if (context.isFinalAttempt) result = { notKeptReason: MEDIA_NOT_KEPT.refused };
      else {
        retryLater = true;
        result = null;
      }
      if (result) outcomes.set(request.url, result);
      return result;
    };

    if ((await this.allowance.allowanceOf(userId)) <= 0) {
      // The free plan keeps the lead image only: nothing is downloaded, reader images stay out.
      for (const target of targets)
        outcomes.set(target.url, { notKeptReason: MEDIA_NOT_KEPT.freePlan });
    } else {
      for (const [index, target] of targets.entries()) {
        if (index >= LIMITS.postMediaPerItemMax) {
          outcomes.set(target.url, { notKeptReason: MEDIA_NOT_KEPT.tooMany });
          continue;
        }
        await keep({
          url: target.url,
          kind: 'post-media',
          accept: 'media',
          expected: target.expected,
        });
      }
      for (const poster of posters)
        await keep({ url: poster.url, kind: 'post-media', accept: 'image', expected: 'image' });
      for (const url of readerImages) {
        const outcome = await keep({
          url,
          kind: 'reader-image',
          accept: 'image',
          expected: 'image',
        });
        // The card speaks of the plan's allowance; a broken image of an article stays quiet.
        if (outcome && 'notKeptReason' in outcome && refusedByPlan(outcome.notKeptReason))
          readerReasons.push(outcome.notKeptReason);
      }
    }
    if (outcomes.size > 0) {
      await this.itemMedia.update(userId, contentId, (current) =>
        applyOutcomes(current, outcomes, readerReasons),
      );
    }
    if (retryLater) {
      this.logger.warn(`Some media of item ${contentId} could not be had yet; trying again`);
      throw new Error('Some files could not be downloaded for now');
    }
  }
}
