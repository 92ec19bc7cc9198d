import { Box, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import type { ContentStats, User } from '@vault/contracts';
import { memo } from 'react';
import { formatNumber, planLabel } from '../../../lib/format';
import { formatCredits, formatResetDate, FREE_SAVES_NOTE } from '../../billing/plan-display';

interface StatCardsProps {
  user: User;
  stats: ContentStats | undefined;
}

/**
 * Total Content, Saved this month, Extractions left (of the limit, with the reset date) and Plan
 * (with credits), spec 2.5, worded as every other screen words usage. Memoised: a filter or search change re-renders the dashboard, not its counts.
 */
export const StatCards = memo(function StatCards({ user, stats }: StatCardsProps) {
  const left = Math.max(0, user.usageLimit - user.usageCount);
  return (
    <SimpleGrid
      columns={{ base: 2, md: 4 }}
      gap={{ base: '3', md: '4' }}
      as="section"
      aria-label="Your library in numbers"
    >
      <StatCard label="Total Content" value={stats ? formatNumber(stats.totalCount) : undefined} />
      <StatCard
        label="Saved this month"
        value={stats ? formatNumber(stats.monthlyCount) : undefined}
        help={FREE_SAVES_NOTE}
      />
      <StatCard
        label="Extractions left"
        value={`${formatNumber(left)} of ${formatNumber(user.usageLimit)}`}
        help={`Resets ${formatResetDate(user.usageResetsAt)}`}
      />
      <StatCard
        label="Plan"
        value={planLabel(user.subscriptionPlan, user.subscriptionStatus)}
        help={formatCredits(user.creditsBalance)}
      />
    </SimpleGrid>
  );
});

function StatCard({
  label,
  value,
  help,
}: {
  label: string;
  value: string | undefined;
  help?: string;
}) {
  // The group carries the name (a role on the <dl> itself would hide its <dt>/<dd> pairs).
  return (
    <Box
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      bg="bg.panel"
      role="group"
      aria-label={label}
    >
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }}>
          {value === undefined ? <Skeleton as="span" display="block" h="8" w="12" /> : value}
        </Stat.ValueText>
        {help ? <Stat.HelpText as="dd">{help}</Stat.HelpText> : null}
      </Stat.Root>
    </Box>
  );
}
