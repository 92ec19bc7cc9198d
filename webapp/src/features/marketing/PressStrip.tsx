import { Box, Container, HStack, Text } from '@chakra-ui/react';

/** The standards Vault reads a page through; shown as a strip under the testimonials. */
const STANDARDS = ['Open Graph', 'oEmbed', 'JSON-LD', 'Readability', 'Twitter Cards'] as const;

export function PressStrip() {
  return (
    <Box as="section" bg="bg.muted" py="6" aria-label="Built on open web standards">
      <Container maxW="6xl">
        <Text textAlign="center" fontSize="sm" color="fg.muted" mb="3">
          Built on open web standards
        </Text>
        <HStack justify="center" gap={{ base: '4', md: '10' }} wrap="wrap">
          {STANDARDS.map((name) => (
            <Text key={name} fontWeight="semibold" color="fg.muted" letterSpacing="wide">
              {name}
            </Text>
          ))}
        </HStack>
      </Container>
    </Box>
  );
}
