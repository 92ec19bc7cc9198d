import { Box, type BoxProps } from '@chakra-ui/react';
import type { Platform } from '@vault/contracts';
import { lazy, Suspense } from 'react';
import { platformChipStyle } from '../../../components/platform-chip';

// The drawn icons load after the first render: the square already shows the platform's colour,
// and the dashboard's first-screen script stays without them.
const PlatformGlyph = lazy(() =>
  import('../row/platform-icon').then(({ PLATFORM_ICONS }) => ({
    default: function PlatformGlyph({ platform }: { platform: Platform }) {
      const Icon = PLATFORM_ICONS[platform];
      return <Icon aria-hidden />;
    },
  })),
);

interface PlatformMarkProps extends Omit<BoxProps, 'children'> {
  platform: Platform;
}

/** The platform's icon on a square of its colour; decorative (a label beside it names it). */
export function PlatformMark({ platform, ...props }: PlatformMarkProps) {
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
      <Suspense fallback={null}>
        <PlatformGlyph platform={platform} />
      </Suspense>
    </Box>
  );
}
