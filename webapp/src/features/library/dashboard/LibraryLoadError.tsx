import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';

/** The list could not be loaded (spec 2.5). */
export function LibraryLoadError() {
  return (
    <EmptyState.Root borderWidth="1px" rounded="lg" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="fg.error">
          <LuTriangleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>Something went wrong</EmptyState.Title>
          <EmptyState.Description>
            We couldn&apos;t load your content. Please try refreshing the page.
          </EmptyState.Description>
        </VStack>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <LuRefreshCw /> Refresh Page
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
