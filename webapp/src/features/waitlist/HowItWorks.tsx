import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

const STEPS = [
  {
    title: 'Click to save',
    text: 'Paste a link, press the browser extension button, or send the link on WhatsApp.',
  },
  {
    title: 'AI recognises the platform',
    text: 'Vault sees where the link comes from and extracts the title, author, text and image.',
  },
  {
    title: 'Saved in your vault',
    text: 'The item lands in your library with a summary, ready to search and read later.',
  },
] as const;

const STEP_INTERVAL_MS = 2_500;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The three steps, highlighted in turn (left still when the visitor asks for reduced motion). */
export function HowItWorks() {
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(
      () => setActive((step) => (step + 1) % STEPS.length),
      STEP_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Container maxW="6xl" py="14" as="section" aria-labelledby="how-heading">
      <Heading as="h2" id="how-heading" size="2xl" textAlign="center" mb="8">
        See How It Works
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {STEPS.map((step, index) => {
          const isActive = index === active;
          return (
            <Stack
              key={step.title}
              p="5"
              borderWidth="1px"
              borderRadius="l3"
              borderColor={isActive ? 'brand.solid' : 'border'}
              bg={isActive ? 'brand.subtle' : 'bg'}
              transition="background 0.4s, border-color 0.4s"
              aria-current={isActive ? 'step' : undefined}
            >
              <Circle
                size="9"
                bg={isActive ? 'brand.solid' : 'bg.muted'}
                color={isActive ? 'brand.contrast' : 'fg'}
              >
                {index + 1}
              </Circle>
              <Text fontWeight="semibold" fontSize="lg">
                {step.title}
              </Text>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      <Box textAlign="center" mt="6">
        <Text color="fg.muted">Content automatically organized by platform, type, and date</Text>
      </Box>
    </Container>
  );
}
