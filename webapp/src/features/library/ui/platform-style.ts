import type { BadgeProps } from '@chakra-ui/react';
import type { Platform } from '@vault/contracts';

export interface PlatformStyle {
  palette: NonNullable<BadgeProps['colorPalette']>;
  emoji: string;
}

/** The colour and emoji of each platform's badge (spec 2.8). */
export const PLATFORM_STYLES: Record<Platform, PlatformStyle> = {
  linkedin: { palette: 'blue', emoji: '💼' },
  twitter: { palette: 'cyan', emoji: '🐦' },
  tiktok: { palette: 'pink', emoji: '🎵' },
  instagram: { palette: 'purple', emoji: '📸' },
  reddit: { palette: 'orange', emoji: '👽' },
  youtube: { palette: 'red', emoji: '▶️' },
  github: { palette: 'gray', emoji: '🐙' },
  medium: { palette: 'green', emoji: '📝' },
  newsletter: { palette: 'yellow', emoji: '📰' },
  other: { palette: 'teal', emoji: '🌐' },
};
