import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LibraryHighlights } from '../../features/highlights/LibraryHighlights';

/** `/highlights`: what the person marked across the library, newest first. */
export function HighlightsPage() {
  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }}>
      <title>Highlights · Vault</title>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Highlights
          </Heading>
          <Text color="fg.muted">Everything you marked in your library, newest first.</Text>
        </Stack>
        <LibraryHighlights />
      </Stack>
    </Container>
  );
}
