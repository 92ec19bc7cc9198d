import type { PageCopyStatus } from '@vault/contracts';

/** What the Saved copy tab shows. */
export type CopyView = 'upgrade' | 'making' | 'ready' | 'failed' | 'none';

/**
 * `extracting`: the item's extraction has not finished, so a copy may still be queued after it.
 */
export function copyView(status: PageCopyStatus, extracting: boolean): CopyView {
  if (status.state === 'ready') return 'ready';
  if (status.state === 'pending') return 'making';
  if (status.state === 'failed') return 'failed';
  if (!status.planKeepsCopies) return 'upgrade';
  return extracting ? 'making' : 'none';
}

/** "1.2 MB": the stored size of a copy. */
export function storedSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
