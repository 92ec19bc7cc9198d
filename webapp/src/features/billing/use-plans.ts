import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@vault/contracts';
import { PLANS_KEY } from './billing-api';

/** `GET /api/subscription/plans` through the default fetcher. */
export function usePlans() {
  return useQuery<Plan[]>({ queryKey: PLANS_KEY });
}
