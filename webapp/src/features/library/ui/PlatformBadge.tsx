import { Badge, type BadgeProps } from '@chakra-ui/react';
import { PLATFORM_LABELS, type Platform } from '@vault/contracts';
import { PLATFORM_EMOJI, platformChipStyle } from '../../../components/platform-chip';

interface PlatformBadgeProps extends Omit<BadgeProps, 'children'> {
  platform: Platform;
  /** The detail page shows the platform's emoji too. */
  withEmoji?: boolean;
}

export function PlatformBadge({ platform, withEmoji = false, ...props }: PlatformBadgeProps) {
  return (
    <Badge variant="solid" css={platformChipStyle(platform)} {...props}>
      {withEmoji ? <span aria-hidden>{PLATFORM_EMOJI[platform]}</span> : null}
      {PLATFORM_LABELS[platform]}
    </Badge>
  );
}
