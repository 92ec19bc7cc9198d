import { Box, Container, HStack } from '@chakra-ui/react';
import { ColorModeButton } from '../../components/color-mode';
import { Logo } from '../../components/Logo';
import { useCurrentUser } from '../auth/use-current-user';
import { MobileNav } from './MobileNav';
import { UserMenu } from './UserMenu';

/** The sticky header: logo, colour-mode toggle and, when signed in, the account menus. */
export function AppHeader() {
  const { user } = useCurrentUser();
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
          <HStack gap="1">
            {user ? (
              <Box hideFrom="md">
                <MobileNav user={user} />
              </Box>
            ) : null}
            <Logo />
          </HStack>
          <HStack gap="1">
            <ColorModeButton />
            {user ? (
              <Box hideBelow="md">
                <UserMenu user={user} />
              </Box>
            ) : null}
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
