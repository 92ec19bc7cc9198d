import { Box, Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import type { User } from '@vault/contracts';
import { Link as RouterLink } from 'react-router';
import type { PopupTriggerProps } from '../../components/DeferredPopup';
import { useLogout } from '../auth/use-logout';
import { accountMenuEntries } from './nav-entries';
import { UserSummary } from './UserSummary';

export interface UserMenuProps {
  user: User;
}

/** The avatar menu of the signed-in header (desktop), loaded when first opened (AppHeader). */
export function UserMenu({ user, trigger }: UserMenuProps & PopupTriggerProps) {
  const logout = useLogout();
  return (
    <Menu.Root recipe={menuSlotRecipe} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
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
