import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContentOverview,
  AdminPlatforms,
  AdminStats,
  AdminUsage,
  GrantCreditsRequest,
  UpgradeUserRequest,
} from '@vault/contracts';
import { REFRESH_INTERVALS_MS } from '@vault/contracts';
import { toastError, toastSuccess } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import {
  ADMIN_CONTENT_KEY,
  ADMIN_CREDITS_KEY,
  ADMIN_PLATFORMS_KEY,
  ADMIN_STATS_KEY,
  ADMIN_USAGE_KEY,
  ADMIN_USERS_KEY,
  fetchAdminUsers,
  fetchCreditTransactions,
  grantCredits,
  upgradeUser,
  type UsersPageRequest,
} from './admin-api';

export function useAdminStats() {
  return useQuery<AdminStats>({
    queryKey: ADMIN_STATS_KEY,
    refetchInterval: REFRESH_INTERVALS_MS.stats,
  });
}

export function useAdminUsage() {
  return useQuery<AdminUsage>({ queryKey: ADMIN_USAGE_KEY });
}

export function useAdminPlatforms() {
  return useQuery<AdminPlatforms>({ queryKey: ADMIN_PLATFORMS_KEY });
}

export function useAdminContent() {
  return useQuery<AdminContentOverview>({ queryKey: ADMIN_CONTENT_KEY });
}

export function useAdminUsers(request: UsersPageRequest) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, request],
    queryFn: ({ signal }) => fetchAdminUsers(request, signal),
    placeholderData: keepPreviousData,
  });
}

export const CREDIT_HISTORY_LIMIT = 100;

export function useCreditTransactions() {
  return useQuery({
    queryKey: ADMIN_CREDITS_KEY,
    queryFn: () => fetchCreditTransactions(CREDIT_HISTORY_LIMIT, 0),
  });
}

/** After a change, the user list, history, usage and stats are stale. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [ADMIN_USERS_KEY, ADMIN_CREDITS_KEY, ADMIN_STATS_KEY, ADMIN_USAGE_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useUpgradeUser(onDone?: () => void) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (request: UpgradeUserRequest) => upgradeUser(request),
    onSuccess: async (response) => {
      toastSuccess('User Upgraded', response.message);
      onDone?.();
      await refresh();
    },
    onError: (error) =>
      toastError('Upgrade Failed', errorDescription(error, 'Failed to upgrade user')),
  });
}

export function useGrantCredits(onDone?: () => void) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (request: GrantCreditsRequest) => grantCredits(request),
    onSuccess: async (response) => {
      toastSuccess('Credits Granted!', response.message);
      onDone?.();
      await refresh();
    },
    onError: (error) =>
      toastError('Failed to Grant Credits', errorDescription(error, 'Something went wrong')),
  });
}
