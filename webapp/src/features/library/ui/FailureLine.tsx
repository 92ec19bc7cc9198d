import { Button, HStack, Icon, Text } from '@chakra-ui/react';
import { LuCircleAlert, LuRefreshCw } from 'react-icons/lu';

interface FailureLineProps {
  reason: string | null;
  retrying: boolean;
  onRetry: () => void;
}

/** A card's failed extraction in one line: why (in full on hover), and a small Retry. */
export function FailureLine({ reason, retrying, onRetry }: FailureLineProps) {
  const text = reason ?? 'The content could not be extracted.';
  return (
    <HStack gap="2" fontSize="sm" minW="0">
      <Icon color="fg.error" flexShrink="0" aria-hidden>
        <LuCircleAlert />
      </Icon>
      <Text color="fg.error" truncate flex="1" title={text} data-testid="extraction-error">
        {text}
      </Text>
      <Button size="2xs" variant="outline" loading={retrying} onClick={onRetry} flexShrink="0">
        <LuRefreshCw /> Retry
      </Button>
    </HStack>
  );
}
