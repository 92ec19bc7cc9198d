import { matchesAnyDomain } from './hosts.js';

/** Query parameters that only track clicks or shares, wherever they appear (lowercase). */
const GLOBAL_TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  'igshid',
  'igsh',
  'ref_src',
  'ref_url',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'share_id',
  'xmt',
  '_gl',
]);

/** Prefixes of tracking parameter names: `utm_source`, Facebook's `__cft__[0]` and `__tn__`. */
const GLOBAL_TRACKING_PREFIXES = ['utm_', '__cft__', '__tn__'];

/**
 * Parameters that track only on some sites; elsewhere the same names can carry meaning
 * (`t` is a YouTube timestamp but a share token on X).
 */
const SITE_TRACKING_PARAMS: ReadonlyArray<{
  readonly domains: readonly string[];
  readonly params: ReadonlySet<string>;
}> = [
  {
    domains: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
    params: new Set([
      'si',
      'feature',
      'pp',
      'ab_channel',
      'embeds_referring_euri',
      'embeds_referring_origin',
      'source_ve_path',
    ]),
  },
  { domains: ['spotify.com', 'spotify.link'], params: new Set(['si']) },
  { domains: ['x.com', 'twitter.com'], params: new Set(['s', 't', 'cxt']) },
  {
    domains: ['linkedin.com'],
    params: new Set([
      'trk',
      'trkinfo',
      'trackingid',
      'lipi',
      'midtoken',
      'midsig',
      'trkemail',
      'rcm',
    ]),
  },
  {
    domains: ['tiktok.com'],
    params: new Set([
      'is_from_webapp',
      'sender_device',
      'sender_web_id',
      'web_id',
      'is_copy_url',
      'u_code',
      'preview_pb',
      '_d',
      '_r',
      '_t',
      'share_item_id',
      'share_app_id',
      'share_app_name',
      'share_iid',
      'share_link_id',
      'timestamp',
      'user_id',
      'sec_user_id',
      'tt_from',
      'iid',
      'checksum',
    ]),
  },
  { domains: ['reddit.com'], params: new Set(['rdt']) },
  { domains: ['facebook.com'], params: new Set(['mibextid', 'rdid', 'sfnsn']) },
];

/** Whether the query parameter `name` (decoded, any case) only tracks, on `hostname`. */
export function isTrackingParam(name: string, hostname: string): boolean {
  const key = name.toLowerCase();
  if (GLOBAL_TRACKING_PARAMS.has(key)) return true;
  if (GLOBAL_TRACKING_PREFIXES.some((prefix) => key.startsWith(prefix))) return true;
  return SITE_TRACKING_PARAMS.some(
    ({ domains, params }) => params.has(key) && matchesAnyDomain(hostname, domains),
  );
}
