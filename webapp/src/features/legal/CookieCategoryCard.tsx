import { Badge, Button, Card, HStack, Text } from '@chakra-ui/react';
import type { CookieCategory } from '@vault/contracts';
import { useState } from 'react';

/**
 * One cookie category. Its Accept button is display only (spec 2.11): Vault sets no optional
 * cookies, so accepting changes nothing but the button.
 */
export function CookieCategoryCard({ category }: { category: CookieCategory }) {
  const [accepted, setAccepted] = useState(category.alwaysOn);
  const headingId = `cookie-${category.name.toLowerCase()}`;
  return (
    <Card.Root as="section" size="sm" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Card.Title as="h2" id={headingId}>
            {category.name}
          </Card.Title>
          {category.alwaysOn ? (
            <Badge colorPalette="brand" variant="surface">
              Always on
            </Badge>
          ) : (
            <Button
              size="sm"
              variant={accepted ? 'subtle' : 'outline'}
              colorPalette="brand"
              aria-pressed={accepted}
              onClick={() => setAccepted((value) => !value)}
            >
              {accepted ? 'Accepted' : 'Accept'}
            </Button>
          )}
        </HStack>
        <Text>{category.purpose}</Text>
        <Text color="fg.muted" fontSize="sm">
          {category.used}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
