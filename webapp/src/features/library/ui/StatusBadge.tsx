import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ExtractionStatus } from '@vault/contracts';

const STATUS_DISPLAY: Record<
  ExtractionStatus,
  { label: string; palette: NonNullable<BadgeProps['colorPalette']> }
> = {
  // Waiting in the queue and being extracted look the same to a person: it is on its way.
  // An imported link saved without charge, waiting for allowance before its extraction.
  pending: { label: 'Waiting', palette: 'gray' },
  queued: { label: 'Processing', palette: 'orange' },
  processing: { label: 'Processing', palette: 'orange' },
  completed: { label: 'Completed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

/** The extraction status: Processing (amber), Completed (green) or Failed (red) (spec 4). */
export function StatusBadge({ status }: { status: ExtractionStatus }) {
  const display = STATUS_DISPLAY[status];
  return (
    <Badge colorPalette={display.palette} variant="subtle" data-testid="status-badge">
      {display.label}
    </Badge>
  );
}
