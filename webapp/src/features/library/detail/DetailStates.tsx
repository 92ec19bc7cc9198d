import { Button, Center, EmptyState, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { LuArrowLeft, LuFileQuestion } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

/** While the item loads (spec 2.8). */
export function DetailLoading() {
  return (
    <Center minH="40vh" role="status">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">Loading content...</Text>
      </Stack>
    </Center>
  );
}

/** Missing, someone else's, or failed to load (spec 2.8). */
export function DetailNotFound() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuFileQuestion />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">Content not found</EmptyState.Title>
          <EmptyState.Description>
            This item does not exist or is no longer in your library.
          </EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <RouterLink to="/">
            <LuArrowLeft /> Back to Dashboard
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
