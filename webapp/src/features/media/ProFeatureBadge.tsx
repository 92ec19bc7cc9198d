import { Badge } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';

/** Marks media on a free plan: kept attachments stay visible, adding more needs Pro (spec 2.8). */
export function ProFeatureBadge() {
  return (
    <Badge colorPalette="brand" variant="subtle" size="sm">
      <LuSparkles aria-hidden /> Pro Feature
    </Badge>
  );
}
