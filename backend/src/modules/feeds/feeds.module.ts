import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/index.js';
import { KanbanModule } from '../kanban/index.js';
import { PlansModule } from '../plans/index.js';
import { SavedSearchesModule } from '../saved-searches/index.js';
import { UsersModule } from '../users/index.js';
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
    ContentModule,
    KanbanModule,
    PlansModule,
    SavedSearchesModule,
    UsersModule,
  ],
  controllers: [FeedsController, LibraryFeedSettingsController, LibraryFeedController],
  providers: [
    FeedFetcher,
    FeedPoller,
    FeedScheduler,
    FeedPollProcessor,
    FeedsService,
    LibraryFeedService,
  ],
  exports: [FeedsService],
})
export class FeedsModule {}
