import type {
  CreateFeedRequest,
  Feed,
  FeedListResponse,
  LibraryFeedResponse,
  PollFeedResponse,
  UpdateFeedRequest,
} from '@vault/contracts';
import { apiGet, apiSend } from '../../lib/api';

export const FEEDS_KEY = ['/api/feeds'] as const;
export const LIBRARY_FEED_KEY = ['/api/integrations/library-feed'] as const;

export function listFeeds(): Promise<FeedListResponse> {
  return apiGet<FeedListResponse>('/api/feeds');
}

/** `POST /api/feeds`: the feed at the address, or the one the site's page announces. */
export function createFeed(body: CreateFeedRequest): Promise<Feed> {
  return apiSend<Feed>('POST', '/api/feeds', body);
}

export function updateFeed(id: number, body: UpdateFeedRequest): Promise<Feed> {
  return apiSend<Feed>('PATCH', `/api/feeds/${id}`, body);
}

export async function removeFeed(id: number): Promise<void> {
  await apiSend('DELETE', `/api/feeds/${id}`);
}

/** `POST /api/feeds/{id}/poll`: checks the feed now. */
export function pollFeed(id: number): Promise<PollFeedResponse> {
  return apiSend<PollFeedResponse>('POST', `/api/feeds/${id}/poll`);
}

export function fetchLibraryFeed(): Promise<LibraryFeedResponse> {
  return apiGet<LibraryFeedResponse>('/api/integrations/library-feed');
}

export function regenerateLibraryFeed(): Promise<LibraryFeedResponse> {
  return apiSend<LibraryFeedResponse>('POST', '/api/integrations/library-feed/regenerate');
}
