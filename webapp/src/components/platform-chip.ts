import { PLATFORM_COLORS, type Platform } from '@vault/contracts';
import type { SystemStyleObject } from '@chakra-ui/react';

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
