import { HStack, Stack, Text } from '@chakra-ui/react';
import type { User } from '@vault/contracts';
import { UsageBar } from '../../components/UsageBar';
import { formatCredits, formatResetDate } from './plan-display';

/** Monthly usage with its limit, the credits left and the day the allowance renews. */
export function PlanUsage({ user }: { user: User }) {
  return (
    <Stack gap="2">
      <UsageBar count={user.usageCount} limit={user.usageLimit} />
      <HStack justify="space-between" gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
        <Text data-testid="usage-resets">Resets {formatResetDate(user.usageResetsAt)}</Text>
        <Text data-testid="credits-balance">{formatCredits(user.creditsBalance)}</Text>
      </HStack>
    </Stack>
  );
}
