import type { Platform } from '@vault/contracts';
import { cleanUrlInput } from './clean.js';
import { matchesAnyDomain } from './hosts.js';
import { toHttpUrl } from './parse.js';

/**
 * Registrable domains per platform; each also matches its subdomains (`m.`, `old.`, `gist.`…).
 * `t.co` is deliberately absent: it shortens links to anywhere.
 */
const PLATFORM_DOMAINS: ReadonlyArray<readonly [Exclude<Platform, 'other'>, readonly string[]]> = [
  ['linkedin', ['linkedin.com', 'lnkd.in']],
  ['twitter', ['x.com', 'twitter.com', 'fxtwitter.com', 'vxtwitter.com', 'fixupx.com']],
  ['tiktok', ['tiktok.com']],
  ['instagram', ['instagram.com', 'instagr.am']],
  ['reddit', ['reddit.com', 'redd.it']],
  ['youtube', ['youtube.com', 'youtube-nocookie.com', 'youtu.be']],
  ['github', ['github.com']],
  ['medium', ['medium.com']],
];

/**
 * The platform a URL belongs to, judged by its real host (after `cleanUrlInput`), so
 * look-alikes such as `notyoutube.com` or `instagram.com@evil.test` are `other`, as is
 * anything that is not an http(s) URL.
 */
export function detectPlatform(url: string): Platform {
  const parsed = toHttpUrl(cleanUrlInput(url));
  if (parsed === null) return 'other';
  const match = PLATFORM_DOMAINS.find(([, domains]) => matchesAnyDomain(parsed.hostname, domains));
  return match?.[0] ?? 'other';
}
