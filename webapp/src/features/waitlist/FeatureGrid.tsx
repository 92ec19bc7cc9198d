import { Card, Container, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { LuGlobe, LuKanban, LuLock, LuMessageCircle, LuSparkles, LuZap } from 'react-icons/lu';

const FEATURES = [
  {
    icon: LuGlobe,
    title: 'Multi-Platform',
    text: 'LinkedIn, X, TikTok, Instagram, Reddit, YouTube, GitHub, Medium and any other website.',
  },
  {
    icon: LuSparkles,
    title: 'AI-Powered',
    text: 'Each saved link gets its text extracted, a short summary and topic categories.',
  },
  {
    icon: LuKanban,
    title: 'Kanban Boards',
    text: 'Sort saved items into boards and columns for research, projects or a reading queue.',
  },
  {
    icon: LuMessageCircle,
    title: 'WhatsApp Save',
    text: 'Send a link to Vault on WhatsApp and it is saved to your library.',
  },
  {
    icon: LuLock,
    title: 'Secure & Private',
    text: 'Your library is yours alone. Export it or delete your account whenever you like.',
  },
  {
    icon: LuZap,
    title: 'Lightning Fast',
    text: 'Saving answers at once; extraction runs in the background while you keep browsing.',
  },
] as const;

export function FeatureGrid() {
  return (
    <Container maxW="6xl" py="14" as="section" aria-labelledby="features-heading">
      <Heading as="h2" id="features-heading" size="2xl" textAlign="center" mb="8">
        Everything you save, in one place
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {FEATURES.map((feature) => (
          <Card.Root key={feature.title} size="sm">
            <Card.Body gap="2">
              <Icon as={feature.icon} boxSize="6" color="brand.fg" />
              <Heading as="h3" size="md">
                {feature.title}
              </Heading>
              <Text color="fg.muted">{feature.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Container>
  );
}
