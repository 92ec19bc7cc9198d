import type { Platform } from '@vault/contracts';
import { extractGithub } from './github.js';
import { extractInstagram } from './instagram.js';
import { extractLinkedin } from './linkedin.js';
import { extractMedium } from './medium.js';
import { extractReddit } from './reddit.js';
import { extractTiktok } from './tiktok.js';
import { extractTwitter } from './twitter.js';
import { extractYoutube } from './youtube.js';
import type { PlatformExtractor } from './platform-types.js';

/** One extractor per platform `@vault/urls` detects; `other` pages get the generic extractor only. */
export const PLATFORM_EXTRACTORS: Partial<Record<Platform, PlatformExtractor>> = {
  youtube: extractYoutube,
  twitter: extractTwitter,
  tiktok: extractTiktok,
  instagram: extractInstagram,
  reddit: extractReddit,
  linkedin: extractLinkedin,
  github: extractGithub,
  medium: extractMedium,
};
