import { Box, Container, HStack, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useMatch } from 'react-router';
import { ColorModeButton } from '../../components/color-mode';
import { Logo } from '../../components/Logo';
import { useCurrentUser } from '../auth/use-current-user';

// The signed-in tools load only for a signed-in user: public pages do not download them.
const HeaderSearch = lazy(() =>
  import('../library/header/HeaderSearch').then((m) => ({ default: m.HeaderSearch })),
);
const LibraryHeaderActions = lazy(() =>
  import('../library/header/LibraryHeaderActions').then((m) => ({
    default: m.LibraryHeaderActions,
  })),
);
const MobileNav = lazy(() => import('./MobileNav').then((m) => ({ default: m.MobileNav })));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

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
  const libraryTools = Boolean(user) && onDashboard;

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
                <Suspense fallback={null}>
                  <MobileNav user={user} />
                </Suspense>
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
                <Suspense fallback={null}>
                  <UserMenu user={user} />
                </Suspense>
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
