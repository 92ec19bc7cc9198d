import { Card, HStack, Skeleton, SkeletonText } from '@chakra-ui/react';

/** A placeholder card while the first page loads. */
export function SkeletonCard() {
  return (
    <Card.Root size="sm" aria-hidden data-testid="skeleton-card">
      <Skeleton h="36" roundedBottom="0" />
      <Card.Body gap="3">
        <HStack gap="2">
          <Skeleton h="5" w="16" />
          <Skeleton h="5" w="20" />
        </HStack>
        <Skeleton h="5" w="4/5" />
        <SkeletonText noOfLines={3} />
      </Card.Body>
    </Card.Root>
  );
}
