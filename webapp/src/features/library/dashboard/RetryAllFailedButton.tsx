import { Button } from '@chakra-ui/react';
import type { ContentItem } from '@vault/contracts';
import { LuRefreshCw } from 'react-icons/lu';
import { useRetryFailed } from '../use-retry-failed';

/** 'Retry all failed' beside the filters, while the library shows a failed save. */
export function RetryAllFailedButton({ items }: { items: readonly ContentItem[] }) {
  const retryFailed = useRetryFailed();
  if (!items.some((item) => item.extractionStatus === 'failed')) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      rounded="full"
      flexShrink="0"
      loading={retryFailed.isPending}
      onClick={() => retryFailed.mutate()}
    >
      <LuRefreshCw /> Retry all failed
    </Button>
  );
}
