import { PLATFORM_COLORS, type Platform } from '@vault/contracts';
import type { SystemStyleObject } from '@chakra-ui/react';

/** The emoji of each platform's badge on the detail page (spec 2.8). */
export const PLATFORM_EMOJI: Record<Platform, string> = {
  linkedin: '💼',
  twitter: '🐦',
  tiktok: '🎵',
  instagram: '📸',
  reddit: '👽',
  youtube: '▶️',
  github: '🐙',
  medium: '📝',
  other: '🌐',
};

/** A chip in the platform's own colour (theme tokens `platform.<name>.bg|fg`, from contracts). */
export function platformChipStyle(platform: Platform): SystemStyleObject {
  return {
    bgColor: `platform.${platform}.bg`,
    color: `platform.${platform}.fg`,
    bgImage: PLATFORM_COLORS[platform].gradient,
  };
}
