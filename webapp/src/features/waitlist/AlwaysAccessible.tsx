import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

const POINTS = [
  { title: 'Secure', text: 'Signed-in access only, with every item scoped to your account.' },
  { title: 'Fast', text: 'Search across titles, authors, text and tags as you type.' },
  { title: 'Portable', text: 'Export your whole library as a file at any time.' },
] as const;

export function AlwaysAccessible() {
  return (
    <Box as="section" bg="bg.muted" py="14" aria-labelledby="accessible-heading">
      <Container maxW="6xl">
        <Heading as="h2" id="accessible-heading" size="2xl" textAlign="center" mb="8">
          Your content, always accessible
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {POINTS.map((point) => (
            <Stack key={point.title} gap="1" textAlign="center">
              <Text fontWeight="semibold" fontSize="lg">
                {point.title}
              </Text>
              <Text color="fg.muted">{point.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
