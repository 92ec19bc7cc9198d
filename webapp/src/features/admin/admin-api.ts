import type {
  AdminChangeResponse,
  AdminUserEntry,
  CreditTransaction,
  GrantCreditsRequest,
  UpgradeUserRequest,
} from '@vault/contracts';
import { apiRequest, apiSend } from '../../lib/api';

export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;
export const ADMIN_USAGE_KEY = ['/api/admin/usage'] as const;
export const ADMIN_PLATFORMS_KEY = ['/api/admin/platforms'] as const;
export const ADMIN_CONTENT_KEY = ['/api/admin/content'] as const;
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;
export const ADMIN_CREDITS_KEY = ['admin', 'credit-transactions'] as const;

export interface UsersPageRequest {
  search: string;
  limit: number;
  offset: number;
}

export interface UsersPage {
  users: AdminUserEntry[];
  total: number;
}

/** `GET /api/admin/users?search&limit&offset`; the total matching is in `X-Total-Count`. */
export async function fetchAdminUsers(
  request: UsersPageRequest,
  signal?: AbortSignal,
): Promise<UsersPage> {
  const params = new URLSearchParams({
    limit: String(request.limit),
    offset: String(request.offset),
  });
  if (request.search.trim()) params.set('search', request.search.trim());
  const response = await apiRequest(
    'GET',
    `/api/admin/users?${params.toString()}`,
    undefined,
    signal,
  );
  const users = (await response.json()) as AdminUserEntry[];
  const total = Number(response.headers.get('X-Total-Count') ?? users.length);
  return { users, total: Number.isFinite(total) ? total : users.length };
}

export async function fetchCreditTransactions(
  limit: number,
  offset: number,
): Promise<CreditTransaction[]> {
  const response = await apiRequest(
    'GET',
    `/api/admin/credit-transactions?limit=${limit}&offset=${offset}`,
  );
  return (await response.json()) as CreditTransaction[];
}

export function upgradeUser(request: UpgradeUserRequest): Promise<AdminChangeResponse> {
  return apiSend<AdminChangeResponse>('POST', '/api/admin/upgrade-user', request);
}

export function grantCredits(request: GrantCreditsRequest): Promise<AdminChangeResponse> {
  return apiSend<AdminChangeResponse>('POST', '/api/admin/grant-credits', request);
}
