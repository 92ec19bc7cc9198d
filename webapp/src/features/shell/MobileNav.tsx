import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { User } from '@vault/contracts';
import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { LuLogOut, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { PopupTriggerProps } from '../../components/DeferredPopup';
import { openSaveDialogAtom } from '../library/library-atoms';
import { useLogout } from '../auth/use-logout';
import { mobileMenuEntries } from './nav-entries';
import { UserSummary } from './UserSummary';

export interface MobileNavProps {
  user: User;
}

/** The side menu of small screens behind the hamburger (spec 2.5), loaded when first opened. */
export function MobileNav({ user, trigger }: MobileNavProps & PopupTriggerProps) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const navigate = useNavigate();
  const openSaveDialog = useSetAtom(openSaveDialogAtom);
  const close = () => setOpen(false);
  // The Save Content dialog lives on the dashboard, so Add Content goes there first.
  const addContent = () => {
    close();
    openSaveDialog();
    void navigate('/');
  };

  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
    >
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="80">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <UserSummary user={user} />
                <Stack as="nav" aria-label="Main" gap="1">
                  <Button colorPalette="brand" justifyContent="flex-start" onClick={addContent}>
                    <LuPlus /> Add Content
                  </Button>
                  {mobileMenuEntries(user).map((entry) => (
                    <Button key={entry.to} asChild variant="ghost" justifyContent="flex-start">
                      <RouterLink to={entry.to} onClick={close}>
                        {entry.label}
                      </RouterLink>
                    </Button>
                  ))}
                  <Button
                    variant="ghost"
                    justifyContent="flex-start"
                    color="fg.error"
                    loading={logout.isPending}
                    onClick={() => logout.mutate()}
                  >
                    <LuLogOut /> Sign Out
                  </Button>
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
