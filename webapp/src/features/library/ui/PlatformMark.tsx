import { Box, type BoxProps } from '@chakra-ui/react';
import type { Platform } from '@vault/contracts';
import { platformChipStyle } from '../../../components/platform-chip';
import { PLATFORM_ICONS } from '../row/platform-icon';

interface PlatformMarkProps extends Omit<BoxProps, 'children'> {
  platform: Platform;
}

/** The platform's icon on a square of its colour; decorative (a label beside it names it). */
export function PlatformMark({ platform, ...props }: PlatformMarkProps) {
  // In the first screen's script (~1 kB): a chunk loaded on demand would put a round trip between
  // the cards and a phone's largest paint.
  const Icon = PLATFORM_ICONS[platform];
  return (
    <Box
      aria-hidden
      data-platform-mark={platform}
      flexShrink="0"
      boxSize="5"
      rounded="sm"
      display="grid"
      placeItems="center"
      fontSize="xs"
      css={platformChipStyle(platform)}
      {...props}
    >
      <Icon aria-hidden />
    </Box>
  );
}
