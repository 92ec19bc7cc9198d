import { HStack, Stack, Text } from '@chakra-ui/react';
import type { User } from '@vault/contracts';
import { lazy, Suspense } from 'react';
import { UsageBar } from '../../components/UsageBar';
import { useSavedThisMonth } from '../library/use-saved-this-month';
import {
  extractionsLeft,
  formatCredits,
  formatResetDate,
  FREE_SAVES_NOTE,
  savedThisMonth,
} from './plan-display';

// Its own request and chunk: the menu's first paint never waits for it.
const StorageUsageBar = lazy(() =>
  import('../media/stored/StorageUsageBar').then((module) => ({
    default: module.StorageUsageBar,
  })),
);

/**
 * '8 saved this month · 8 of 10 extractions left' with a bar, the credits left, the day the
 * allowance renews, and that failed and duplicate saves cost nothing.
 */
export function PlanUsage({ user }: { user: User }) {
  const saved = useSavedThisMonth();
  return (
    <Stack gap="2">
      <UsageBar
        count={user.usageCount}
        limit={user.usageLimit}
        label={saved === undefined ? 'This month' : savedThisMonth(saved)}
        text={extractionsLeft(user)}
      />
      <HStack justify="space-between" gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
        <Text data-testid="usage-resets">Resets {formatResetDate(user.usageResetsAt)}</Text>
        <Text data-testid="credits-balance">{formatCredits(user.creditsBalance)}</Text>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {FREE_SAVES_NOTE}
      </Text>
      <Suspense fallback={null}>
        <StorageUsageBar />
      </Suspense>
    </Stack>
  );
}
