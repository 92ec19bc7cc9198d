import {
  NEXT_CURSOR_HEADER,
  type ContentDetail,
  type ContentItem,
  type ContentStats,
  type CreateContentRequest,
  type UpdateContentRequest,
} from '@vault/contracts';
import { apiGet, apiRequest, apiSend } from '../../lib/api';
import { earlyRequestStartedAt } from '../../lib/early-requests';
import { CONTENT_STATS_PATH, contentListPath, type ContentFilters } from './content-filters';

/** One page of the list, with the cursor of the next page when there is one (Load More). */
export interface ContentPage {
  items: ContentItem[];
  nextCursor: string | null;
  /** When the request left (the page's clock): saves heard of later may be missing from it. */
  requestedAt?: number;
}

export async function fetchContentPage(
  filters: ContentFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ContentPage> {
  const path = contentListPath(filters, cursor);
  // An answer asked for by the entry script (early-requests.ts) is as old as its request.
  const requestedAt = earlyRequestStartedAt(path) ?? Date.now();
  const response = await apiRequest('GET', path, undefined, signal);
  const items = (await response.json()) as ContentItem[];
  return { items, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null, requestedAt };
}

export function fetchContentItem(id: number): Promise<ContentDetail> {
  return apiGet<ContentDetail>(`/api/content/${id}`);
}

export function fetchContentStats(): Promise<ContentStats> {
  return apiGet<ContentStats>(CONTENT_STATS_PATH);
}

export interface SavedContent {
  item: ContentItem;
  /** False when the link was already saved: the server answers 200 and moves it to the top. */
  created: boolean;
}

export async function createContent(body: CreateContentRequest): Promise<SavedContent> {
  const response = await apiRequest('POST', '/api/content', body);
  return { item: (await response.json()) as ContentItem, created: response.status === 201 };
}

export function updateContent(id: number, changes: UpdateContentRequest): Promise<ContentItem> {
  return apiSend<ContentItem>('PATCH', `/api/content/${id}`, changes);
}

export async function deleteContent(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/content/${id}`);
}

export function retryExtraction(id: number): Promise<ContentItem> {
  return apiSend<ContentItem>('POST', `/api/content/${id}/retry`);
}
