import { Card, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { AdminStats } from '@vault/contracts';
import { formatNumber } from '../../lib/format';

interface StatCardProps {
  label: string;
  value: string | undefined;
  caption: string;
}

function StatCard({ label, value, caption }: StatCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton height="8" width="20" />
        ) : (
          <Text fontSize="2xl" fontWeight="bold" data-testid={`stat-${label}`}>
            {value}
          </Text>
        )}
        <Text fontSize="xs" color="fg.subtle">
          {caption}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Total Users, Content Extracted, Active Users, Conversion Rate (spec 2.15), all computed. */
export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard
        label="Total Users"
        value={stats && formatNumber(stats.totalUsers)}
        caption="Accounts created"
      />
      <StatCard
        label="Content Extracted"
        value={stats && formatNumber(stats.totalExtractions)}
        caption="Items in all libraries"
      />
      <StatCard
        label="Active Users"
        value={stats && formatNumber(stats.activeUsers)}
        caption="Saved something in the last 30 days"
      />
      <StatCard
        label="Conversion Rate"
        value={stats && `${stats.conversionRate}%`}
        caption="Users on an active paid plan"
      />
    </SimpleGrid>
  );
}
