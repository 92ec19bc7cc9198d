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

/**
 * A chip in the platform's own colour (`PLATFORM_COLORS`, the one definition the extension shares).
 * Plain values rather than theme tokens: the theme's chunk, which every page loads first, then
 * needs nothing from contracts.
 */
export function platformChipStyle(platform: Platform): SystemStyleObject {
  const { light, dark, gradient } = PLATFORM_COLORS[platform];
  return {
    bgColor: light.bg,
    color: light.fg,
    bgImage: gradient,
    _dark: { bgColor: dark.bg, color: dark.fg },
  };
}
