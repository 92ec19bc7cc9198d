import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

function LogoMark() {
  return (
    <Box as="span" display="inline-flex" color="teal.solid" aria-hidden>
      <svg width="28" height="28" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 9h16v4H8z" fill="#ccfbf1" />
        <path d="M9 15h14v9a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z" fill="#fff" />
        <path d="M13 19h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Box>
  );
}

/** The Vault logo, a link to the home page. */
export function Logo() {
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} aria-label="Vault home">
      <RouterLink to="/">
        <HStack gap="2">
          <LogoMark />
          <Text as="span" fontWeight="bold" fontSize="xl" letterSpacing="tight">
            Vault
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
