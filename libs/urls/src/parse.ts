import { cleanUrlInput } from './clean.js';
import { tryParseUrl, type WebUrl } from './web-url.js';

/** Longest URL accepted, in characters, before and after normalisation. */
export const MAX_URL_LENGTH = 2048;

export const INVALID_URL_MESSAGE = 'Invalid URL';

export type ParseWebUrlResult = { ok: true; url: string } | { ok: false; message: string };

const ASCII_HOST_LABEL = /^[a-z0-9_-]+$/;

/** Parses already-cleaned text as an http(s) URL with a non-empty host; no further checks. */
export function toHttpUrl(cleaned: string): WebUrl | null {
  const url = tryParseUrl(cleaned);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.hostname === '' ? null : url;
}

/**
 * A host someone can actually visit: an IPv6 literal, `localhost`, or dotted labels (which covers
 * IPv4 and punycoded IDNs, since the parser has already converted the host to ASCII).
 */
function isRealHost(hostname: string): boolean {
  if (hostname.startsWith('[')) return true;
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (host === 'localhost') return true;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => ASCII_HOST_LABEL.test(label));
}

/**
 * Cleans raw input (`cleanUrlInput`) and accepts it only as an http(s) URL with a real host, no
 * credentials and at most `MAX_URL_LENGTH` characters. Returns the normalised href.
 */
export function parseWebUrl(raw: string): ParseWebUrlResult {
  const invalid = { ok: false, message: INVALID_URL_MESSAGE } as const;
  const cleaned = cleanUrlInput(raw);
  if (cleaned === '' || cleaned.length > MAX_URL_LENGTH) return invalid;
  const url = toHttpUrl(cleaned);
  if (url === null || url.username !== '' || url.password !== '') return invalid;
  if (!isRealHost(url.hostname) || url.href.length > MAX_URL_LENGTH) return invalid;
  return { ok: true, url: url.href };
}
