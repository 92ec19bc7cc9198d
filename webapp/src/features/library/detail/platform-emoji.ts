import type { Platform } from '@vault/contracts';

/**
 * The emoji of each platform's badge on the detail page (spec 2.8). Here, not beside the badge:
 * the library's first screen, whose cards show the badge without it, does not download it.
 */
export const PLATFORM_EMOJI: Record<Platform, string> = {
  linkedin: '💼',
  twitter: '🐦',
  tiktok: '🎵',
  instagram: '📸',
  reddit: '👽',
  youtube: '▶️',
  github: '🐙',
  medium: '📝',
  newsletter: '📰',
  other: '🌐',
};
