import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import type { User } from '@vault/contracts';
import { LuChevronDown } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { displayName } from '../../lib/format';
import { useLogout } from '../auth/use-logout';
import { accountMenuEntries } from './nav-entries';
import { UserAvatar, UserSummary } from './UserSummary';

/** The avatar menu of the signed-in header (desktop). */
export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" aria-label="Account menu">
          <UserAvatar user={user} size="xs" />
          <Text as="span" maxW="40" truncate hideBelow="lg">
            {displayName(user)}
          </Text>
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="72" maxW="calc(100vw - 2rem)">
            <Box px="2" py="3">
              <UserSummary user={user} />
            </Box>
            <Menu.Separator />
            {accountMenuEntries(user).map((entry) => (
              <Menu.Item key={entry.to} value={entry.to} asChild>
                <RouterLink to={entry.to}>{entry.label}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item
              value="sign-out"
              color="fg.error"
              disabled={logout.isPending}
              onSelect={() => logout.mutate()}
            >
              Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
