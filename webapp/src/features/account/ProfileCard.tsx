import { Avatar, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { User } from '@vault/contracts';
import { displayName, planLabel } from '../../lib/format';
import {
  formatCredits,
  formatResetDate,
  FREE_SAVES_NOTE,
  usageSummary,
} from '../billing/plan-display';
import { useSavedThisMonth } from '../library/use-saved-this-month';

/** Username, e-mail, plan, usage with its limit and reset date, and credits (spec 2.10). */
export function ProfileCard({ user }: { user: User }) {
  const name = displayName(user);
  const saved = useSavedThisMonth();
  const rows = [
    { label: 'Username', value: user.username, testId: 'profile-username' },
    { label: 'Email', value: user.email ?? 'No email', testId: 'profile-email' },
    {
      label: 'Subscription plan',
      value: planLabel(user.subscriptionPlan, user.subscriptionStatus),
      testId: 'profile-plan',
    },
    { label: 'Usage', value: usageSummary(user, saved), testId: 'profile-usage' },
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
          <Avatar.Root size="2xl" colorPalette="brand">
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
        {/* Two columns from a small screen up (labels, then values, each starting at one edge);
            on a phone each label sits above its value. */}
        <Grid
          as="dl"
          templateColumns={{ base: '1fr', sm: 'max-content minmax(0, 1fr)' }}
          columnGap="8"
          rowGap={{ base: '1', sm: '3' }}
          fontSize="sm"
        >
          {rows.map((row) => (
            <Fragment key={row.label}>
              <Text as="dt" color="fg.muted" mt={{ base: '3', sm: '0' }} _first={{ mt: '0' }}>
                {row.label}
              </Text>
              <Text as="dd" overflowWrap="anywhere">
                <span data-testid={row.testId}>{row.value}</span>
                {row.testId === 'profile-usage' ? (
                  <Text as="span" display="block" color="fg.muted" fontSize="xs">
                    {FREE_SAVES_NOTE}
                  </Text>
                ) : null}
              </Text>
            </Fragment>
          ))}
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
