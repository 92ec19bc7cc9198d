import { Card, Container, Heading, HStack, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';

const RATING = 5;

const TESTIMONIALS = [
  {
    quote: 'I stopped losing the threads I meant to reread. Everything I save is one search away.',
    who: 'Product designer',
  },
  {
    quote: 'Papers, talks and the odd Reddit thread all land in one place, with the text kept.',
    who: 'Doctoral researcher',
  },
  {
    quote: 'My boards hold every reference for the next video, straight from TikTok and YouTube.',
    who: 'Video creator',
  },
] as const;

export function Testimonials() {
  return (
    <Container maxW="6xl" py="12" as="section" aria-labelledby="testimonials-heading">
      <Heading as="h2" id="testimonials-heading" size="xl" mb="6" textAlign="center">
        What people say
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {TESTIMONIALS.map((item) => (
          <Card.Root key={item.who} size="sm">
            <Card.Body gap="3">
              <HStack gap="1" aria-label={`Rated ${RATING} out of 5`} role="img">
                {Array.from({ length: RATING }, (_, index) => (
                  <Icon key={index} as={LuStar} color="yellow.500" fill="currentColor" />
                ))}
              </HStack>
              <Text>“{item.quote}”</Text>
              <Text color="fg.muted" fontSize="sm">
                {item.who}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Container>
  );
}
