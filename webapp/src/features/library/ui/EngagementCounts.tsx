import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ContentMetadata } from '@vault/contracts';
import type { IconType } from 'react-icons';
import { LuEye, LuHeart, LuMessageCircle, LuShare2 } from 'react-icons/lu';
import { formatCount, formatNumber } from '../../../lib/format';

type Counter = 'likes' | 'comments' | 'shares' | 'views';

const COUNTERS: Record<Counter, { icon: IconType; noun: string }> = {
  likes: { icon: LuHeart, noun: 'likes' },
  comments: { icon: LuMessageCircle, noun: 'comments' },
  shares: { icon: LuShare2, noun: 'shares' },
  views: { icon: LuEye, noun: 'views' },
};

interface EngagementCountsProps {
  metadata: ContentMetadata;
  /** Which counters to show, when the page stated them: cards show likes and comments. */
  counters: readonly Counter[];
}

/** Likes, comments, shares and views in short form (1.2K); absent counts are left out. */
export function EngagementCounts({ metadata, counters }: EngagementCountsProps) {
  const present = counters.filter((counter) => typeof metadata[counter] === 'number');
  if (present.length === 0) return null;
  return (
    <HStack gap="3" color="fg.muted" fontSize="sm" wrap="wrap">
      {present.map((counter) => {
        const { icon: Icon, noun } = COUNTERS[counter];
        const value = metadata[counter] ?? 0;
        return (
          <HStack key={counter} gap="1" title={`${formatNumber(value)} ${noun}`}>
            <Icon aria-hidden />
            <Text as="span">{formatCount(value)}</Text>
            <VisuallyHidden>{noun}</VisuallyHidden>
          </HStack>
        );
      })}
    </HStack>
  );
}
