import { Badge, Box, HStack, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { EXTRACTION_STATUSES, PLATFORM_LABELS, PLATFORMS } from '@vault/contracts';
import { formatNumber } from '../../lib/format';
import { useAdminContent, useAdminPlatforms, useAdminUsage, useAdminUsers } from './use-admin';
import { UsersTable } from './UsersTable';

const RECENT_USERS = 10;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Loading() {
  return (
    <Stack gap="2">
      <Skeleton height="8" />
      <Skeleton height="8" />
      <Skeleton height="8" />
    </Stack>
  );
}

function Failed() {
  return <Text color="fg.error">Could not load this data.</Text>;
}

function UsersPanel() {
  const users = useAdminUsers({ search: '', limit: RECENT_USERS, offset: 0 });
  if (users.isPending) return <Loading />;
  if (users.isError) return <Failed />;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        The {RECENT_USERS} newest of {formatNumber(users.data.total)} accounts.
      </Text>
      <UsersTable users={users.data.users} />
    </Stack>
  );
}

const STATUS_PALETTE = {
  pending: 'gray',
  queued: 'gray',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
} as const;

function ContentPanel() {
  const content = useAdminContent();
  if (content.isPending) return <Loading />;
  if (content.isError) return <Failed />;
  const { recent, statusCounts } = content.data;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        {EXTRACTION_STATUSES.map((status) => (
          <Box key={status} borderWidth="1px" rounded="md" p="3" data-testid={`status-${status}`}>
            <Text fontSize="xs" color="fg.muted" textTransform="capitalize">
              {status}
            </Text>
            <Text fontSize="xl" fontWeight="bold">
              {formatNumber(statusCounts[status])}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {recent.length === 0 ? (
        <Text color="fg.muted">Nothing has been saved yet.</Text>
      ) : (
        <Stack gap="0">
          {recent.map((item) => (
            <HStack
              key={item.id}
              justify="space-between"
              borderBottomWidth="1px"
              py="2"
              gap="4"
              align="flex-start"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" truncate>
                  {item.title ?? item.url}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {item.user.username} · {PLATFORM_LABELS[item.platform]} ·{' '}
                  {when.format(new Date(item.createdAt))}
                </Text>
                {item.extractionError ? (
                  <Text fontSize="xs" color="fg.error" truncate>
                    {item.extractionError}
                  </Text>
                ) : null}
              </Stack>
              <Badge colorPalette={STATUS_PALETTE[item.extractionStatus]} variant="subtle">
                {item.extractionStatus}
              </Badge>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function UsagePanel() {
  const usage = useAdminUsage();
  if (usage.isPending) return <Loading />;
  if (usage.isError) return <Failed />;
  if (usage.data.dailyUsage.length === 0) {
    return <Text color="fg.muted">No activity in the last 30 days.</Text>;
  }
  return (
    <Stack gap="0">
      {usage.data.dailyUsage.map((entry) => (
        <HStack
          key={`${entry.date}-${entry.action}`}
          justify="space-between"
          borderBottomWidth="1px"
          py="2"
        >
          <Text fontSize="sm">
            <Text as="span" color="fg.muted" me="3">
              {entry.date}
            </Text>
            {entry.action.replace('_', ' ')}
          </Text>
          <Text fontWeight="medium">{formatNumber(entry.count)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

function PlatformsPanel() {
  const platforms = useAdminPlatforms();
  if (platforms.isPending) return <Loading />;
  if (platforms.isError) return <Failed />;
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
      {PLATFORMS.map((platform) => (
        <Box key={platform} borderWidth="1px" rounded="md" p="3">
          <Text fontSize="xs" color="fg.muted">
            {PLATFORM_LABELS[platform]}
          </Text>
          <Text fontSize="xl" fontWeight="bold">
            {formatNumber(platforms.data[platform] ?? 0)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Users, Content, Usage, Platforms (spec 2.15); the Content tab shows real saves and failures. */
export function AdminTabs() {
  return (
    <Tabs.Root recipe={tabsSlotRecipe} defaultValue="users" variant="line" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="users">Users</Tabs.Trigger>
        <Tabs.Trigger value="content">Content</Tabs.Trigger>
        <Tabs.Trigger value="usage">Usage</Tabs.Trigger>
        <Tabs.Trigger value="platforms">Platforms</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="users">
        <UsersPanel />
      </Tabs.Content>
      <Tabs.Content value="content">
        <ContentPanel />
      </Tabs.Content>
      <Tabs.Content value="usage">
        <UsagePanel />
      </Tabs.Content>
      <Tabs.Content value="platforms">
        <PlatformsPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
