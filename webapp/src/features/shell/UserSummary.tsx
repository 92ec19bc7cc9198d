import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import type { User } from '@vault/contracts';
import { PlanBadge } from '../../components/PlanBadge';
import { displayName } from '../../lib/format';
import { PlanUsage } from '../billing/PlanUsage';

/**
 * Name, e-mail, plan, monthly usage, credits and the reset date of the signed-in user, for the
 * avatar menu and side menu.
 */
export function UserSummary({ user }: { user: User }) {
  const name = displayName(user);
  return (
    <Stack gap="3" data-testid="user-summary">
      <HStack gap="3">
        <UserAvatar user={user} />
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {user.email ?? 'No email'}
          </Text>
        </Stack>
        <PlanBadge plan={user.subscriptionPlan} status={user.subscriptionStatus} ms="auto" />
      </HStack>
      <PlanUsage user={user} />
    </Stack>
  );
}

export function UserAvatar({ user, size = 'sm' }: { user: User; size?: 'xs' | 'sm' | 'md' }) {
  const image = user.profileImageUrl ?? user.avatarUrl;
  return (
    <Avatar.Root size={size} colorPalette="brand">
      <Avatar.Fallback name={displayName(user)} />
      {image ? <Avatar.Image src={image} alt="" /> : null}
    </Avatar.Root>
  );
}
