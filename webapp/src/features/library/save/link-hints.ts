import { PLATFORM_LABELS } from '@vault/contracts';
import { cleanUrlInput, detectPlatform, parseWebUrl } from '@vault/urls';

/**
 * Whether clipboard text looks like one link worth offering: a single word (no inner spaces, so a
 * sentence that mentions a site is not glued into a fake address) that parses as a web URL.
 */
export function isLinkLike(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && !/\s/.test(trimmed) && parseWebUrl(trimmed).ok;
}

/** 'LinkedIn', 'YouTube', 'Web'… for the 'Detected {Platform} content' hint; null until it is a URL. */
export function detectedPlatformLabel(input: string): string | null {
  if (!parseWebUrl(input).ok) return null;
  return PLATFORM_LABELS[detectPlatform(cleanUrlInput(input))];
}
