import { Button, Card, HStack, Icon, List, Text } from '@chakra-ui/react';
import { findPlan } from '@vault/contracts';
import { LuCheck } from 'react-icons/lu';

const freePlan = findPlan('free');

const POINTS = [
  `Free account: ${freePlan.extractionLimit} saves per month`,
  'No credit card required',
  'Upgrade anytime',
];

export function GetStartedCard({ onStart }: { onStart: () => void }) {
  return (
    <Card.Root borderColor="brand.muted">
      <Card.Header>
        <Card.Title as="h2">Get Started</Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <List.Root gap="2" variant="plain">
          {POINTS.map((point) => (
            <List.Item key={point}>
              <HStack gap="2">
                <Icon as={LuCheck} color="brand.fg" />
                <Text>{point}</Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        <Button colorPalette="brand" onClick={onStart}>
          Start Free Trial
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
