import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

const FOOTER_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Use' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/', label: 'Home' },
] as const;

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" mt="auto" py="6">
      <Container maxW="6xl">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap="4"
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
        >
          <Text color="fg.muted" fontSize="sm">
            © {new Date().getFullYear()} Vault. Keep what you find online.
          </Text>
          <HStack as="nav" aria-label="Footer" columnGap="5" rowGap="0" wrap="wrap">
            {FOOTER_LINKS.map((link) => (
              // 44 px tall on touch screens: a fingertip's target (WCAG 2.5.5).
              <Link
                key={link.to}
                asChild
                fontSize="sm"
                color="fg.muted"
                minH={{ base: '11', md: 'auto' }}
                alignItems="center"
              >
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
