import { HStack, Progress, Text } from '@chakra-ui/react';
import { usagePercent } from '@vault/contracts';
import { formatNumber } from '../lib/format';

interface UsageBarProps {
  count: number;
  limit: number;
  label?: string;
}

/** Monthly usage as 'count / limit' with a bar capped at 100 % (spec 2.5, 9). */
export function UsageBar({ count, limit, label = 'Monthly usage' }: UsageBarProps) {
  const percent = usagePercent(count, limit);
  return (
    <Progress.Root value={percent} size="sm" colorPalette={percent >= 100 ? 'red' : 'teal'}>
      <HStack justify="space-between" mb="1">
        <Progress.Label fontSize="xs" color="fg.muted">
          {label}
        </Progress.Label>
        <Text fontSize="xs" fontWeight="medium" data-testid="usage-count">
          {formatNumber(count)} / {formatNumber(limit)}
        </Text>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
