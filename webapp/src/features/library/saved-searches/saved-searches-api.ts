import type {
  CreateSavedSearchRequest,
  SavedSearch,
  UpdateSavedSearchRequest,
} from '@vault/contracts';
import { apiGet, apiRequest, apiSend } from '../../../lib/api';
import { SAVED_SEARCHES_PATH } from './saved-searches-path';

export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

export function fetchSavedSearches(): Promise<SavedSearch[]> {
  return apiGet<SavedSearch[]>(SAVED_SEARCHES_PATH);
}

export function createSavedSearch(body: CreateSavedSearchRequest): Promise<SavedSearch> {
  return apiSend<SavedSearch>('POST', SAVED_SEARCHES_PATH, body);
}

export function updateSavedSearch(
  id: number,
  body: UpdateSavedSearchRequest,
): Promise<SavedSearch> {
  return apiSend<SavedSearch>('PATCH', `${SAVED_SEARCHES_PATH}/${id}`, body);
}

export async function deleteSavedSearch(id: number): Promise<void> {
  await apiRequest('DELETE', `${SAVED_SEARCHES_PATH}/${id}`);
}
