import { Text } from '@chakra-ui/react';
import { formatBytes } from '@vault/contracts';
import { UsageBar } from '../../../components/UsageBar';
import { useStorageUsage } from './use-storage-usage';

/** 'Media storage · 1.2 GB of 10 GB used' with a bar; on the free plan, what it keeps. */
export function StorageUsageBar() {
  const usage = useStorageUsage();
  if (!usage.data) return null;
  const { usedBytes, allowanceBytes } = usage.data;
  if (allowanceBytes <= 0)
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="storage-usage">
        Media storage: your plan keeps the lead image only
      </Text>
    );
  return (
    <div data-testid="storage-usage">
      <UsageBar
        count={usedBytes}
        limit={allowanceBytes}
        label="Media storage"
        text={`${formatBytes(usedBytes)} of ${formatBytes(allowanceBytes)} used`}
      />
    </div>
  );
}
