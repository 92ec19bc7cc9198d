import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SimplePageProps {
  title: string;
  intro: string;
  children?: ReactNode;
}

/**
 * The page's sections (its cards) skip style, layout and paint until they come near the screen:
 * on a phone only the first is in view, and laying out the rest held the first paint of Account
 * Settings (nine cards) back. `auto` remembers a section's real height once it has been shown.
 */
const SECTION_STYLE = {
  '& > :nth-child(n+3)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 320px' },
} as const;

/** A page with a heading, one introductory sentence and optional content; also sets the document title. */
export function SimplePage({ title, intro, children }: SimplePageProps) {
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <title>{`${title} · Vault`}</title>
      <Stack gap="4" css={SECTION_STYLE}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {intro}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
