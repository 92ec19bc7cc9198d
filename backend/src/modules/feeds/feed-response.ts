import type { Feed, FeedStatus } from '@vault/contracts';
import type { FeedEntity } from './feed.entity.js';

function statusOf(feed: FeedEntity): FeedStatus {
  if (feed.paused) return 'paused';
  return feed.failures > 0 ? 'failing' : 'active';
}

export function toFeed(feed: FeedEntity): Feed {
  return {
    id: feed.id,
    url: feed.url,
    title: feed.title,
    siteUrl: feed.siteUrl,
    keywords: feed.keywords,
    boardId: feed.boardId,
    boardColumnId: feed.boardColumnKey,
    intervalMinutes: feed.intervalMinutes,
    status: statusOf(feed),
    paused: feed.paused,
    lastError: feed.lastError,
    failures: feed.failures,
    lastPolledAt: feed.lastPolledAt?.toISOString() ?? null,
    lastNewEntryAt: feed.lastNewEntryAt?.toISOString() ?? null,
    nextPollAt: feed.paused ? null : feed.nextPollAt.toISOString(),
    savedCount: feed.savedCount,
    createdAt: feed.createdAt.toISOString(),
  };
}
