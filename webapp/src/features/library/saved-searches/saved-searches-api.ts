import type {
  CreateSavedSearchRequest,
  SavedSearch,
  UpdateSavedSearchRequest,
} from '@vault/contracts';
import { apiGet, apiRequest, apiSend } from '../../../lib/api';

export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

export function fetchSavedSearches(): Promise<SavedSearch[]> {
  return apiGet<SavedSearch[]>('/api/saved-searches');
}

export function createSavedSearch(body: CreateSavedSearchRequest): Promise<SavedSearch> {
  return apiSend<SavedSearch>('POST', '/api/saved-searches', body);
}

export function updateSavedSearch(
  id: number,
  body: UpdateSavedSearchRequest,
): Promise<SavedSearch> {
  return apiSend<SavedSearch>('PATCH', `/api/saved-searches/${id}`, body);
}

export async function deleteSavedSearch(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/saved-searches/${id}`);
}
