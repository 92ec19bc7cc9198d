import { Card, Text } from '@chakra-ui/react';
import { PlatformChips } from '../../components/PlatformChips';

export function PlatformSupportCard() {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Platform Support</Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        <PlatformChips />
        <Text color="fg.muted" fontSize="sm">
          Links from any other website are saved too, with the page&apos;s title, text and image.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
