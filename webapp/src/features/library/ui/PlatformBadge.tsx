import { Badge, type BadgeProps } from '@chakra-ui/react';
import { PLATFORM_LABELS, type Platform } from '@vault/contracts';
import { platformChipStyle } from '../../../components/platform-chip';

interface PlatformBadgeProps extends Omit<BadgeProps, 'children'> {
  platform: Platform;
  /** Shown before the name, on the detail page. */
  emoji?: string;
}

export function PlatformBadge({ platform, emoji, ...props }: PlatformBadgeProps) {
  return (
    <Badge variant="solid" css={platformChipStyle(platform)} {...props}>
      {emoji ? <span aria-hidden>{emoji}</span> : null}
      {PLATFORM_LABELS[platform]}
    </Badge>
  );
}
