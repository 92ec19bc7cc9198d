import { Avatar, Card, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import type { User } from '@vault/contracts';
import { displayName, formatNumber, planLabel } from '../../lib/format';
import { formatCredits, formatResetDate } from '../billing/plan-display';

/** Username, e-mail, plan, usage with its limit and reset date, and credits (spec 2.10). */
export function ProfileCard({ user }: { user: User }) {
  const name = displayName(user);
  const rows = [
    { label: 'Username', value: user.username, testId: 'profile-username' },
    { label: 'Email', value: user.email ?? 'No email', testId: 'profile-email' },
    {
      label: 'Subscription plan',
      value: planLabel(user.subscriptionPlan, user.subscriptionStatus),
      testId: 'profile-plan',
    },
    {
      label: 'Usage',
      value: `${formatNumber(user.usageCount)} / ${formatNumber(user.usageLimit)} extractions`,
      testId: 'profile-usage',
    },
    {
      label: 'Resets',
      value: formatResetDate(user.usageResetsAt),
      testId: 'profile-resets',
    },
    { label: 'Credits', value: formatCredits(user.creditsBalance), testId: 'profile-credits' },
  ];
  return (
    <Card.Root as="section" aria-labelledby="profile-title">
      <Card.Header>
        <Card.Title as="h2" id="profile-title">
          Profile
        </Card.Title>
      </Card.Header>
      <Card.Body gap="5">
        <HStack gap="4">
          <Avatar.Root size="2xl" colorPalette="teal">
            <Avatar.Fallback name={name} />
            {user.avatarUrl ? (
              <Avatar.Image src={user.avatarUrl} alt="Your profile picture" />
            ) : null}
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" fontSize="lg" truncate>
              {name}
            </Text>
            <Text color="fg.muted" fontSize="sm" truncate>
              @{user.username}
            </Text>
          </Stack>
        </HStack>
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
          {rows.map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue data-testid={row.testId} overflowWrap="anywhere">
                {row.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
