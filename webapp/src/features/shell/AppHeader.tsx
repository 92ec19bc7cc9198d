import {
  Box,
  Button,
  type ButtonProps,
  Container,
  HStack,
  IconButton,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { User } from '@vault/contracts';
import { LuArrowLeft, LuChevronDown, LuMenu } from 'react-icons/lu';
import { Link as RouterLink, useMatch } from 'react-router';
import { ColorModeButton } from '../../components/color-mode';
import { DeferredPopup } from '../../components/DeferredPopup';
import { Logo } from '../../components/Logo';
import { displayName } from '../../lib/format';
import { useFirstPaintDone } from '../../lib/use-first-paint-done';
import { useCurrentUser } from '../auth/use-current-user';
import type { MobileNavProps } from './MobileNav';
import type { UserMenuProps } from './UserMenu';
import { UserAvatar } from './UserSummary';

// The signed-in tools load only for a signed-in user (public pages do not download them), once
// the first screen has painted: on a slow phone their seven small chunks held back the cards.
const HeaderSearch = lazy(() =>
  import('../library/header/HeaderSearch').then((m) => ({ default: m.HeaderSearch })),
);
const LibraryHeaderActions = lazy(() =>
  import('../library/header/LibraryHeaderActions').then((m) => ({
    default: m.LibraryHeaderActions,
  })),
);
// The account menus load when first opened; until then their buttons are plain buttons.
const loadMobileNav = () => import('./MobileNav').then((m) => m.MobileNav);
const loadUserMenu = () => import('./UserMenu').then((m) => m.UserMenu);

/**
 * The sticky header: logo, colour-mode toggle and, when signed in, the account menus. On the
 * dashboard it also holds the library search and Add Content (spec 2.5); on a detail page, a way
 * back home (spec 2.8).
 */
export function AppHeader() {
  const { user } = useCurrentUser();
  const onDashboard = useMatch('/') !== null;
  const onDetailPage = useMatch('/content/:id') !== null;
  const [mobileSearchOpen, setMobileSearchOpen] = useState(false);
  const painted = useFirstPaintDone();
  const libraryTools = Boolean(user) && onDashboard && painted;

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="6xl" py="2">
        <HStack justify="space-between" gap="2" minH="10">
          <HStack gap="1" flexShrink="0">
            {user ? (
              <Box hideFrom="md">
                <DeferredPopup<MobileNavProps>
                  kind="dialog"
                  load={loadMobileNav}
                  props={{ user }}
                  trigger={
                    <IconButton variant="ghost" size="sm" aria-label="Open menu">
                      <LuMenu />
                    </IconButton>
                  }
                />
              </Box>
            ) : null}
            {user && onDetailPage ? (
              <IconButton asChild variant="ghost" size="sm" aria-label="Back to home">
                <RouterLink to="/">
                  <LuArrowLeft />
                </RouterLink>
              </IconButton>
            ) : null}
            <Logo />
          </HStack>
          {libraryTools ? (
            <Suspense fallback={null}>
              <HeaderSearch hideBelow="md" flex="1" maxW="md" />
            </Suspense>
          ) : null}
          <HStack gap="1">
            {libraryTools ? (
              <Suspense fallback={null}>
                <LibraryHeaderActions
                  searchOpen={mobileSearchOpen}
                  onToggleSearch={() => setMobileSearchOpen((open) => !open)}
                />
              </Suspense>
            ) : null}
            <ColorModeButton />
            {user ? (
              <Box hideBelow="md">
                <DeferredPopup<UserMenuProps>
                  kind="menu"
                  load={loadUserMenu}
                  props={{ user }}
                  trigger={<AccountMenuButton user={user} />}
                />
              </Box>
            ) : null}
          </HStack>
        </HStack>
        {libraryTools && mobileSearchOpen ? (
          <Suspense fallback={null}>
            <HeaderSearch hideFrom="md" mt="2" autoFocus />
          </Suspense>
        ) : null}
      </Container>
    </Box>
  );
}

/** The avatar button that opens the account menu; the menu's trigger props pass through. */
function AccountMenuButton({ user, ...buttonProps }: { user: User } & ButtonProps) {
  return (
    <Button variant="ghost" size="sm" px="2" aria-label="Account menu" {...buttonProps}>
      <UserAvatar user={user} size="xs" />
      <Text as="span" maxW="40" truncate hideBelow="lg">
        {displayName(user)}
      </Text>
      <LuChevronDown />
    </Button>
  );
}
