import { Text } from '@chakra-ui/react';

/** The card's small notice that some of a post's media was not kept, and why. */
export function MediaNotKeptLine({ notice }: { notice: string }) {
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="media-not-kept">
      {notice}
    </Text>
  );
}
