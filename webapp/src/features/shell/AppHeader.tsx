import { Box, Container, HStack, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useMatch } from 'react-router';
import { ColorModeButton } from '../../components/color-mode';
import { Logo } from '../../components/Logo';
import { useCurrentUser } from '../auth/use-current-user';
import { HeaderSearch } from '../library/header/HeaderSearch';
import { LibraryHeaderActions } from '../library/header/LibraryHeaderActions';
import { MobileNav } from './MobileNav';
import { UserMenu } from './UserMenu';

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
                <MobileNav user={user} />
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
          {libraryTools ? <HeaderSearch hideBelow="md" flex="1" maxW="md" /> : null}
          <HStack gap="1">
            {libraryTools ? (
              <LibraryHeaderActions
                searchOpen={mobileSearchOpen}
                onToggleSearch={() => setMobileSearchOpen((open) => !open)}
              />
            ) : null}
            <ColorModeButton />
            {user ? (
              <Box hideBelow="md">
                <UserMenu user={user} />
              </Box>
            ) : null}
          </HStack>
        </HStack>
        {libraryTools && mobileSearchOpen ? <HeaderSearch hideFrom="md" mt="2" autoFocus /> : null}
      </Container>
    </Box>
  );
}
