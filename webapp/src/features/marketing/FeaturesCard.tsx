import { Card, HStack, Icon, List, Text } from '@chakra-ui/react';
import { LuBookmarkPlus, LuLayoutDashboard, LuSearch, LuSparkles } from 'react-icons/lu';

const FEATURES = [
  {
    icon: LuBookmarkPlus,
    text: 'Save from anywhere: paste a link, use the browser extension, or send it on WhatsApp.',
  },
  {
    icon: LuSparkles,
    text: 'Vault extracts the title, author, text, image and engagement counts, and writes a summary.',
  },
  { icon: LuSearch, text: 'Search everything you kept, filter by platform, favourites or unread.' },
  {
    icon: LuLayoutDashboard,
    text: 'Pro and Premium add quick notes, tags, media attachments and Kanban boards.',
  },
] as const;

export function FeaturesCard() {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Features</Card.Title>
      </Card.Header>
      <Card.Body>
        <List.Root gap="3" variant="plain">
          {FEATURES.map((feature) => (
            <List.Item key={feature.text}>
              <HStack align="flex-start" gap="3">
                <Icon as={feature.icon} color="brand.fg" boxSize="5" mt="0.5" />
                <Text>{feature.text}</Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
