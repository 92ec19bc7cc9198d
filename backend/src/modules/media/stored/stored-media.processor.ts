import { Logger } from '@nestjs/common';
import type { JobContext, JobPayloads } from '../../../queue/queues.js';
import { QueueProcessor, QueueWorker } from '../../../queue/queue-worker.js';
import { StoredMediaJob } from './stored-media.job.js';

/** The `media-store` queue: an item's media kept after its extraction, never before the save's answer. */
@QueueProcessor('media-store')
export class StoredMediaProcessor extends QueueWorker<'media-store'> {
  private readonly logger = new Logger('StoredMediaProcessor');

  constructor(private readonly job: StoredMediaJob) {
    super();
  }

  handle(payload: JobPayloads['media-store'], context: JobContext): Promise<void> {
    return this.job.run(payload, context);
  }

  onFinalFailure(payload: JobPayloads['media-store'], error: Error): Promise<void> {
    // The item keeps its text and the original addresses; nothing else to undo.
    this.logger.warn(`Keeping the media of item ${payload.contentId} failed: ${error.message}`);
    return Promise.resolve();
  }
}
