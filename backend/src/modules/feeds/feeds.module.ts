import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentCoreModule } from '../content/index.js';
import { KanbanCoreModule } from '../kanban/index.js';
import { PlansCoreModule } from '../plans/index.js';
import { SavedSearchesCoreModule } from '../saved-searches/index.js';
import { UsersCoreModule } from '../users/index.js';
import { FeedEntryEntity } from './feed-entry.entity.js';
import { FeedFetcher } from './feed-fetcher.js';
import { FeedPollProcessor } from './feed-poll.processor.js';
import { FeedPoller } from './feed-poller.service.js';
import { FeedScheduler } from './feed-scheduler.service.js';
import { FeedEntity } from './feed.entity.js';
import { FeedsController } from './feeds.controller.js';
import { FeedsService } from './feeds.service.js';
import { LibraryFeedTokenEntity } from './library-feed-token.entity.js';
import { LibraryFeedController, LibraryFeedSettingsController } from './library-feed.controller.js';
import { LibraryFeedService } from './library-feed.service.js';

/**
 * Feeds in (subscriptions polled on the `feed-poll` queue, new entries saved through the content
 * module) and out (the private Atom feed of the library). Owns `feeds`, `feed_entries` and
 * `library_feed_tokens`.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([FeedEntity, FeedEntryEntity, LibraryFeedTokenEntity]),
    ContentCoreModule,
    KanbanCoreModule,
    PlansCoreModule,
    SavedSearchesCoreModule,
    UsersCoreModule,
  ],
  providers: [FeedFetcher, FeedPoller, FeedScheduler, FeedPollProcessor, FeedsService],
  exports: [FeedsService],
})
export class FeedsCoreModule {}

/** Feeds with their HTTP routes, and the library's own Atom feed. */
@Module({
  imports: [
    FeedsCoreModule,
    ContentCoreModule,
    KanbanCoreModule,
    SavedSearchesCoreModule,
    UsersCoreModule,
  ],
  controllers: [FeedsController, LibraryFeedSettingsController, LibraryFeedController],
  providers: [LibraryFeedService],
  exports: [FeedsCoreModule],
})
export class FeedsModule {}
