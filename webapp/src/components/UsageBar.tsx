import { Box, HStack, Text } from '@chakra-ui/react';
import { usagePercent } from '@vault/contracts';
import { useId } from 'react';
import { formatNumber } from '../lib/format';
import { ProgressBar } from './ProgressBar';

interface UsageBarProps {
  count: number;
  limit: number;
  label?: string;
  /** What the figure says; 'count / limit' when absent. */
  text?: string;
}

/** Monthly usage in words ('count / limit' by default) with a bar capped at 100 % (spec 2.5, 9). */
export function UsageBar({ count, limit, label = 'Monthly usage', text }: UsageBarProps) {
  const percent = usagePercent(count, limit);
  const labelId = useId();
  const used = text ?? `${formatNumber(count)} / ${formatNumber(limit)}`;
  return (
    <Box>
      <HStack justify="space-between" mb="1">
        <Text id={labelId} fontSize="xs" fontWeight="medium" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="xs" fontWeight="medium" data-testid="usage-count">
          {used}
        </Text>
      </HStack>
      <ProgressBar
        percent={percent}
        labelledBy={labelId}
        valueText={text ? `${text} (${percent}% used)` : `${used} (${percent}%)`}
        colorPalette={percent >= 100 ? 'red' : 'brand'}
      />
    </Box>
  );
}
