import {
  type CreateHighlightRequest,
  type Highlight,
  type HighlightColor,
  type LibraryHighlight,
  NEXT_CURSOR_HEADER,
  type Platform,
  type UpdateHighlightRequest,
} from '@vault/contracts';
import { apiGet, apiRequest, apiSend } from '../../lib/api';

/** TanStack Query keys of highlights. */
export const highlightKeys = {
  all: ['highlights'] as const,
  item: (contentId: number) => ['highlights', 'item', contentId] as const,
  list: (filters: HighlightFilters) => ['highlights', 'list', filters] as const,
};

export interface HighlightFilters {
  search: string;
  color: HighlightColor | '';
  tag: string;
  platform: Platform | '';
}

export function fetchItemHighlights(contentId: number): Promise<Highlight[]> {
  return apiGet<Highlight[]>(`/api/content/${contentId}/highlights`);
}

export function createHighlight(
  contentId: number,
  body: CreateHighlightRequest,
): Promise<Highlight> {
  return apiSend<Highlight>('POST', `/api/content/${contentId}/highlights`, body);
}

export function updateHighlight(id: number, changes: UpdateHighlightRequest): Promise<Highlight> {
  return apiSend<Highlight>('PATCH', `/api/highlights/${id}`, changes);
}

export async function deleteHighlight(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/highlights/${id}`);
}

export interface HighlightPage {
  highlights: LibraryHighlight[];
  nextCursor: string | null;
}

export function highlightsPath(filters: HighlightFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.color) params.set('color', filters.color);
  if (filters.tag.trim()) params.set('tag', filters.tag.trim());
  if (filters.platform) params.set('platform', filters.platform);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/api/highlights?${query}` : '/api/highlights';
}

export async function fetchHighlightPage(
  filters: HighlightFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<HighlightPage> {
  const response = await apiRequest('GET', highlightsPath(filters, cursor), undefined, signal);
  return {
    highlights: (await response.json()) as LibraryHighlight[],
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null,
  };
}

/** Where the Markdown export of one item downloads from. */
export function itemMarkdownPath(contentId: number): string {
  return `/api/content/${contentId}/export.md`;
}
