import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/**
 * Vault's mark: a bookmark with a keyhole on a rounded square, the drawing of
 * public/favicon.svg (the icons are rasterised from that file by scripts/make-icons.mjs).
 */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <Box as="span" display="inline-flex" flexShrink="0" color="brand.solid" aria-hidden>
      <svg width={size} height={size} viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M10.5 6h11A1.5 1.5 0 0 1 23 7.5v18.1a.9.9 0 0 1-1.4.75L16 22.5l-5.6 3.85a.9.9 0 0 1-1.4-.75V7.5A1.5 1.5 0 0 1 10.5 6z"
          fill="#fff"
        />
        <circle cx="16" cy="12.4" r="3" fill="currentColor" />
        <path d="M14.7 14.2h2.6l.9 4.6h-4.4z" fill="currentColor" />
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
          <Text
            as="span"
            fontFamily="heading"
            fontWeight="bold"
            fontSize="xl"
            letterSpacing="tight"
          >
            Vault
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
