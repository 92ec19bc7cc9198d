import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import libraryDark from './illustrations/library-dark.svg?url';
import libraryLight from './illustrations/library-light.svg?url';

const ALT =
  'The Vault library: saved posts from YouTube, LinkedIn, Reddit, Instagram, GitHub and X as ' +
  'cards, and the browser extension saving the open page with its text extracted.';

/**
 * What the product looks like, below the fold: an illustration of the library and the extension
 * (scripts/make-illustrations.mjs) in the page's colour mode. Its size is set, so nothing moves
 * when it arrives; lazy, so it does not compete with the page's first paint. The image of the
 * other mode is hidden and, being lazy and hidden, never downloaded.
 */
export function ProductPreview() {
  return (
    <Box as="section" aria-labelledby="product-preview-heading" py={{ base: '12', md: '16' }}>
      <Container maxW="5xl">
        <Stack gap={{ base: '6', md: '8' }} align="center" textAlign="center">
          <Stack gap="2" maxW="2xl">
            <Heading as="h2" id="product-preview-heading" size={{ base: '2xl', md: '3xl' }}>
              One library for everything you save
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              Save from the browser, your phone or WhatsApp. Vault keeps the text, the pictures and
              the source, sorted by platform and searchable.
            </Text>
          </Stack>
          {[
            { src: libraryLight, hideIn: '_dark' },
            { src: libraryDark, hideIn: '_light' },
          ].map(({ src, hideIn }) => (
            <Box
              key={src}
              asChild
              w="full"
              h="auto"
              rounded="2xl"
              shadow="lg"
              {...{ [hideIn]: { display: 'none' } }}
            >
              <img src={src} alt={ALT} width={960} height={600} loading="lazy" decoding="async" />
            </Box>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
