import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vault/contracts';

export const PUBLIC_CONFIG_KEY = ['/api/config'] as const;

/** `GET /api/config` through the default fetcher: launch mode and which integrations are on. */
export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: PUBLIC_CONFIG_KEY });
}
