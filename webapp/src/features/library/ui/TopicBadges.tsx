import { Badge, HStack } from '@chakra-ui/react';

/** The item's topics from enrichment; nothing while there are none. */
export function TopicBadges({ topics }: { topics: string[] }) {
  if (!topics.length) return null;
  return (
    <HStack gap="1.5" wrap="wrap" aria-label="Topics" role="list">
      {topics.map((topic) => (
        <Badge key={topic} role="listitem" size="sm" variant="subtle" colorPalette="purple">
          {topic}
        </Badge>
      ))}
    </HStack>
  );
}
