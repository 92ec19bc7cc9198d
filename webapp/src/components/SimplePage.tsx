import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SimplePageProps {
  title: string;
  intro: string;
  children?: ReactNode;
}

/** A page with a heading, one introductory sentence and optional content; also sets the document title. */
export function SimplePage({ title, intro, children }: SimplePageProps) {
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <title>{`${title} · Vault`}</title>
      <Stack gap="4">
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
