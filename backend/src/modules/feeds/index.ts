// The feeds module's public surface: other modules import only from here. It owns `feeds`,
// `feed_entries` and `library_feed_tokens`.
export { FeedsCoreModule, FeedsModule } from './feeds.module.js';
export { FeedsService } from './feeds.service.js';
