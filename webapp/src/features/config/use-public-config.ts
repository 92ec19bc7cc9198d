import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vault/contracts';
import { PUBLIC_CONFIG_PATH } from './config-path';

export const PUBLIC_CONFIG_KEY = [PUBLIC_CONFIG_PATH] as const;

/** `GET /api/config` through the default fetcher: launch mode and which integrations are on. */
export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: PUBLIC_CONFIG_KEY });
}
