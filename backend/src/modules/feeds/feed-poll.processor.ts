import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { JobPayloads } from '../../queue/queues.js';
import { QueueProcessor, QueueWorker } from '../../queue/queue-worker.js';
import { FeedEntity } from './feed.entity.js';
import { FeedPoller } from './feed-poller.service.js';

type PollPayload = JobPayloads['feed-poll'];

/**
 * A scheduled check of one feed. The sweep took the feed's lease for this job, so the job checks
 * it unless the feed was paused or removed meanwhile; a failure is recorded on the row by the
 * poller, and the row's back-off (not the queue's retries) sets when it is tried again.
 */
@QueueProcessor('feed-poll')
export class FeedPollProcessor extends QueueWorker<'feed-poll'> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly poller: FeedPoller,
  ) {
    super();
  }

  async handle(payload: PollPayload): Promise<void> {
    const feed = await this.dataSource
      .getRepository(FeedEntity)
      .findOneBy({ id: payload.feedId, userId: payload.userId });
    if (!feed) return;
    if (feed.paused) {
      await this.dataSource
        .getRepository(FeedEntity)
        .update({ id: feed.id }, { pollingUntil: null });
      return;
    }
    await this.poller.poll(feed);
  }

  async onFinalFailure(payload: PollPayload): Promise<void> {
    // Free the feed at once rather than when its lease lapses.
    await this.dataSource
      .getRepository(FeedEntity)
      .update({ id: payload.feedId }, { pollingUntil: null })
      .catch(() => undefined);
  }
}
