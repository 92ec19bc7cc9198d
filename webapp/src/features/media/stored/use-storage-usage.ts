import { useQuery } from '@tanstack/react-query';
import type { StorageUsage } from '@vault/contracts';
import { apiGet } from '../../../lib/api';

export const STORAGE_USAGE_KEY = ['storage'] as const;

/** `GET /api/storage`: bytes Vault keeps for the user against the plan's allowance. */
export function useStorageUsage() {
  return useQuery({
    queryKey: STORAGE_USAGE_KEY,
    queryFn: () => apiGet<StorageUsage>('/api/storage'),
    staleTime: 30_000,
  });
}
