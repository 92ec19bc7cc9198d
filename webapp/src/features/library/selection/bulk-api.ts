import type {
  BulkActionRequest,
  BulkActionResponse,
  LibrarySelection,
  MatchingIdsResponse,
} from '@vault/contracts';
import { apiGet, apiSend } from '../../../lib/api';
import type { ContentFilters } from '../content-filters';

export function applyBulkAction(request: BulkActionRequest): Promise<BulkActionResponse> {
  return apiSend<BulkActionResponse>('POST', '/api/content/bulk', request);
}

/** The list's filters as the selection "select all results" stands for. */
export function selectionOf(filters: ContentFilters): LibrarySelection {
  return { ...filters };
}

/** Every item the filters and search match ("Select all N results"). */
export function fetchMatchingIds(filters: ContentFilters): Promise<MatchingIdsResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value) params.set(key, value);
  }
  return apiGet<MatchingIdsResponse>(`/api/content/ids?${params.toString()}`);
}
