import { cleanUrlInput } from './clean.js';
import { normaliseHostname } from './hosts.js';
import { parseWebUrl } from './parse.js';
import { isTrackingParam } from './tracking.js';
import { tryParseUrl } from './web-url.js';

/** Alternative hosts of the same pages, mapped to the host each platform links to itself. */
const HOST_ALIASES: ReadonlyMap<string, string> = new Map([
  ['youtube.com', 'www.youtube.com'],
  ['m.youtube.com', 'www.youtube.com'],
  ['twitter.com', 'x.com'],
  ['www.twitter.com', 'x.com'],
  ['mobile.twitter.com', 'x.com'],
  ['www.x.com', 'x.com'],
  ['mobile.x.com', 'x.com'],
  ['reddit.com', 'www.reddit.com'],
  ['old.reddit.com', 'www.reddit.com'],
  ['new.reddit.com', 'www.reddit.com'],
  ['np.reddit.com', 'www.reddit.com'],
  ['m.reddit.com', 'www.reddit.com'],
  ['tiktok.com', 'www.tiktok.com'],
  ['instagram.com', 'www.instagram.com'],
  ['linkedin.com', 'www.linkedin.com'],
  ['www.github.com', 'github.com'],
]);

/** Canonical platform hosts, all HTTPS-only, so `http://` and `https://` links are one key. */
const HTTPS_HOSTS: ReadonlySet<string> = new Set(HOST_ALIASES.values());

interface QueryPair {
  /** The `name=value` text exactly as it appeared, encoding untouched. */
  readonly raw: string;
  /** The decoded name, used to match and sort. */
  readonly name: string;
}

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function splitQuery(search: string): QueryPair[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((raw) => raw !== '')
    .map((raw) => ({ raw, name: decodeComponent(raw.split('=', 1)[0] ?? '') }));
}

function byName(a: QueryPair, b: QueryPair): number {
  if (a.name === b.name) return 0;
  return a.name < b.name ? -1 : 1;
}

/**
 * The key used to spot duplicate saves. From the parsed URL (`parseWebUrl`): lowercase scheme
 * and host without a trailing dot, no default port, no fragment; `youtu.be/ID` becomes
 * `https://www.youtube.com/watch?v=ID` and mobile/alias hosts their platform's main host (on
 * HTTPS); tracking parameters are dropped and the rest sorted by name (stable, encoding kept);
 * a trailing slash is removed from non-root paths. Idempotent. Input that `parseWebUrl` rejects
 * comes back as `cleanUrlInput` left it.
 */
export function canonicalizeUrl(url: string): string {
  const parsed = parseWebUrl(url);
  const source = parsed.ok ? tryParseUrl(parsed.url) : null;
  if (source === null) return cleanUrlInput(url);

  let protocol = source.protocol;
  let host = normaliseHostname(source.hostname);
  let pathname = source.pathname;
  const query = splitQuery(source.search);

  const videoId = host === 'youtu.be' ? pathname.split('/')[1] : undefined;
  if (videoId) {
    host = 'www.youtube.com';
    pathname = '/watch';
    query.unshift({ raw: `v=${encodeURIComponent(decodeComponent(videoId))}`, name: 'v' });
  }
  host = HOST_ALIASES.get(host) ?? host;
  if (videoId || HTTPS_HOSTS.has(host)) protocol = 'https:';

  const kept = query.filter((pair) => !isTrackingParam(pair.name, host)).sort(byName);
  const search = kept.length > 0 ? `?${kept.map((pair) => pair.raw).join('&')}` : '';
  const path = pathname.replace(/\/+$/, '') || '/';
  const port = source.port === '' ? '' : `:${source.port}`;

  const built = `${protocol}//${host}${port}${path}${search}`;
  return tryParseUrl(built)?.href ?? built;
}
