import type { Platform } from '@vault/contracts';
import type { IconType } from 'react-icons';
import {
  LuGithub,
  LuGlobe,
  LuInstagram,
  LuLinkedin,
  LuMail,
  LuMessagesSquare,
  LuMusic,
  LuPenLine,
  LuTwitter,
  LuYoutube,
} from 'react-icons/lu';

/**
 * A row's icon for its platform. Drawn, not the badge's emoji: emoji fonts are missing on some
 * systems, and a row has no label beside the icon to fall back on. Never the site's favicon: the
 * app shows only images it stored, so a page cannot make the reader's browser fetch an address.
 */
export const PLATFORM_ICONS: Record<Platform, IconType> = {
  linkedin: LuLinkedin,
  twitter: LuTwitter,
  tiktok: LuMusic,
  instagram: LuInstagram,
  reddit: LuMessagesSquare,
  youtube: LuYoutube,
  github: LuGithub,
  medium: LuPenLine,
  newsletter: LuMail,
  other: LuGlobe,
};
