import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SimplePageProps {
  title: string;
  intro: string;
  children?: ReactNode;
  /**
   * Off for a page whose content is one long block (a legal text): its stand-in height is far
   * shorter than the text, so a desktop window first laid the footer out on screen and then moved
   * it down (a layout shift of 0.04-0.065).
   */
  deferSections?: boolean;
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
export function SimplePage({ title, intro, children, deferSections = true }: SimplePageProps) {
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <title>{`${title} · Vault`}</title>
      <Stack gap="4" css={deferSections ? SECTION_STYLE : undefined}>
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
