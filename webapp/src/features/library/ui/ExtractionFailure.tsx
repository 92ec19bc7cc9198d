import { Alert, Button } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';

interface ExtractionFailureProps {
  reason: string | null;
  retrying: boolean;
  onRetry: () => void;
}

/** Why extraction failed, with Retry Extraction (spec 2.7). */
export function ExtractionFailure({ reason, retrying, onRetry }: ExtractionFailureProps) {
  return (
    <Alert.Root status="error" size="sm" variant="subtle" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Extraction failed</Alert.Title>
        <Alert.Description data-testid="extraction-error">
          {reason ?? 'The content could not be extracted.'}
        </Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" loading={retrying} onClick={onRetry} flexShrink="0">
        <LuRefreshCw /> Retry Extraction
      </Button>
    </Alert.Root>
  );
}
