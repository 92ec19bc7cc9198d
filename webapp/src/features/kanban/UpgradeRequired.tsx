import { Button, Card, Icon, Stack, Text } from '@chakra-ui/react';
import { LuLock } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

/** What a free user sees on /kanban (spec 2.14): the panel and a way to /pricing. */
export function UpgradeRequired() {
  return (
    <Card.Root maxW="lg" mx="auto" textAlign="center" variant="outline">
      <Card.Body>
        <Stack gap="4" align="center" py="4">
          <Icon size="2xl" color="brand.fg" aria-hidden>
            <LuLock />
          </Icon>
          <Card.Title as="h2" fontSize="xl">
            Upgrade Required
          </Card.Title>
          <Text color="fg.muted">
            Kanban boards are available on the Pro and Premium plans. Upgrade to organise your saved
            content into boards.
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/pricing">View Plans</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
