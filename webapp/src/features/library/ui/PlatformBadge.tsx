import { Badge, type BadgeProps } from '@chakra-ui/react';
import { PLATFORM_LABELS, type Platform } from '@vault/contracts';
import { PLATFORM_STYLES } from './platform-style';

interface PlatformBadgeProps extends Omit<BadgeProps, 'children'> {
  platform: Platform;
  /** The detail page shows the platform's emoji too. */
  withEmoji?: boolean;
}

export function PlatformBadge({ platform, withEmoji = false, ...props }: PlatformBadgeProps) {
  const style = PLATFORM_STYLES[platform];
  return (
    <Badge colorPalette={style.palette} variant="subtle" {...props}>
      {withEmoji ? <span aria-hidden>{style.emoji}</span> : null}
      {PLATFORM_LABELS[platform]}
    </Badge>
  );
}
