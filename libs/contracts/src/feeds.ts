import type { PlanName } from './enums.js';

/** Feed subscriptions (feeds in) and the private library feed (feeds out): every limit in one place. */
export const FEED_LIMITS = {
  /** Feeds one account may follow, by plan: feeds are part of Pro and Premium only. */
  perPlan: { free: 0, pro: 50, premium: 500 } satisfies Record<PlanName, number>,
  /** How often a feed is checked unless its owner or the feed (`ttl`, `Retry-After`) asks for less. */
  defaultIntervalMinutes: 60,
  minIntervalMinutes: 15,
  maxIntervalMinutes: 24 * 60,
  /** A failing feed waits its interval doubled per failure in a row, at most this long. */
  maxBackoffMinutes: 24 * 60,
  /** A new subscription saves only this many of the feed's newest entries. */
  firstPollEntries: 10,
  /** Entries read from one fetch of a feed (newest first); a longer feed's older entries are skipped. */
  entriesPerPollMax: 100,
  keywordsMax: 20,
  keywordMaxLength: 100,
  urlMaxLength: 2048,
  /** The feed document (or the page it is discovered from) is refused beyond this size. */
  documentMaxBytes: 5 * 1024 * 1024,
  /** Items in the library feed, newest first. */
  libraryFeedItems: 50,
} as const;

export type FeedStatus = 'active' | 'paused' | 'failing';

/** A feed subscription as the API answers it. */
export interface Feed {
  id: number;
  /** The feed document's address (after discovery), as it is fetched. */
  url: string;
  title: string;
  /** The site the feed belongs to, when it says so. */
  siteUrl: string | null;
  /** Only entries whose title or text contains one of these (case-insensitive) are saved; empty: all. */
  keywords: string[];
  /** The board and column new entries are added to, or null. */
  boardId: number | null;
  boardColumnId: string | null;
  intervalMinutes: number;
  status: FeedStatus;
  paused: boolean;
  lastError: string | null;
  /** Failed checks in a row (0 after a successful one). */
  failures: number;
  lastPolledAt: string | null;
  lastNewEntryAt: string | null;
  nextPollAt: string | null;
  /** Entries saved into the library from this feed so far. */
  savedCount: number;
  createdAt: string;
}

/** `POST /api/feeds`: a feed's address or a site's (its feed is discovered). */
export interface CreateFeedRequest {
  url: string;
  keywords?: string[];
  boardId?: number | null;
  boardColumnId?: string | null;
  intervalMinutes?: number;
}

/** `PATCH /api/feeds/{id}`: any of these. */
export interface UpdateFeedRequest {
  title?: string;
  keywords?: string[];
  boardId?: number | null;
  boardColumnId?: string | null;
  intervalMinutes?: number;
  paused?: boolean;
}

/** `POST /api/feeds/{id}/poll`: the feed after the check, and how many entries it saved. */
export interface PollFeedResponse {
  feed: Feed;
  saved: number;
}

/** `GET /api/feeds`. */
export interface FeedListResponse {
  feeds: Feed[];
  /** How many feeds the plan allows (0 on free). */
  limit: number;
}

/**
 * `GET /api/integrations/library-feed` and `POST …/regenerate`: the private Atom address of the whole
 * library. `?tag=<name>` or `?board=<id>` narrows it; the token in the address is the key.
 */
export interface LibraryFeedResponse {
  url: string;
}
