import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuInbox, LuPlus, LuSearchX } from 'react-icons/lu';

interface LibraryEmptyStateProps {
  /** A filter or search is on, so the library itself may not be empty. */
  filtered: boolean;
  onAdd: () => void;
}

/** 'No content yet' for an empty library (spec 2.5); a no-match message for filters and searches. */
export function LibraryEmptyState({ filtered, onAdd }: LibraryEmptyStateProps) {
  if (filtered) {
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuSearchX />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>No matching content</EmptyState.Title>
            <EmptyState.Description>Try another search or filter.</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuInbox />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>No content yet</EmptyState.Title>
          <EmptyState.Description>
            Save a link from any supported platform and it will appear here.
          </EmptyState.Description>
        </VStack>
        <Button colorPalette="brand" onClick={onAdd}>
          <LuPlus /> Add Your First Content
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
