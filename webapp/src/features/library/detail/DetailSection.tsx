import { Card, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DetailSectionProps {
  title: string;
  /** Buttons beside the title, such as Edit. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled block of the detail page (Tags, Quick note). */
export function DetailSection({ title, actions, children }: DetailSectionProps) {
  return (
    <Card.Root size="sm" as="section" aria-label={title}>
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <Card.Title as="h2" fontSize="md">
            {title}
          </Card.Title>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
