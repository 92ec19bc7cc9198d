/** Whitespace anywhere (tabs, newlines, no-break and ideographic spaces) plus invisible joiners. */
const WHITESPACE = /[\s\u180E\u200B\u2060]/gu;

/** Quotes around a pasted URL, straight or typographic, at either end. */
const EDGE_QUOTES = /^['"`“”‘’„‚«»‹›]+|['"`“”‘’„‚«»‹›]+$/gu;

const HTTP_SCHEME = /^https?:/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** What follows `host:` when the colon starts a port rather than ending a scheme. */
const PORT_THEN_PATH = /^\d+(?:[/?#]|$)/;

/** The product spec's hints that scheme-less text is a web address. */
const SPEC_HINTS = /^www\.|\.(?:com|net|org|edu|co\.uk|io)/i;

const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}_-]*[\p{L}\p{N}])?$/u;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/i;

/** Generic TLDs common enough to recognise a bare `host.tld`; two-letter country codes always count. */
const GENERIC_TLDS = new Set(
  (
    'com net org edu gov mil int info biz name pro mobi app dev page blog site online tech ' +
    'store shop news cloud live art design wiki social media link club space website xyz top ' +
    'one world life email studio digital agency network systems solutions zone group works ' +
    'tools company today lol wtf fyi'
  ).split(' '),
);

function isKnownLookingTld(label: string): boolean {
  const tld = label.toLowerCase();
  return (
    /^[a-z]{2}$/.test(tld) ||
    GENERIC_TLDS.has(tld) ||
    /^xn--[a-z0-9-]+$/.test(tld) ||
    /^(?=.*[^\p{ASCII}])\p{L}{2,}$/u.test(tld)
  );
}

/** Whether scheme-less text starts with `host[:port]` for a plausible host: domain, IP or localhost. */
function looksLikeHost(text: string): boolean {
  const authority = text.split(/[/?#]/, 1)[0] ?? '';
  const host = authority.replace(/:\d+$/, '');
  if (IPV6_LITERAL.test(host) || IPV4.test(host) || /^localhost\.?$/i.test(host)) return true;
  const labels = host.replace(/\.$/, '').split('.');
  const tld = labels.at(-1);
  return (
    labels.length >= 2 &&
    tld !== undefined &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    isKnownLookingTld(tld)
  );
}

/** `mailto:`, `javascript:`, `data:`…, but not `localhost:3000` or `example.com:8080/x`. */
function hasNonHttpScheme(text: string): boolean {
  const scheme = ANY_SCHEME.exec(text);
  return scheme !== null && !PORT_THEN_PATH.test(text.slice(scheme[0].length));
}

/** Strips edge quotes and matching `<…>` wrappers, in any nesting, until none are left. */
function unwrap(text: string): string {
  let current = text;
  for (;;) {
    let next = current.replace(EDGE_QUOTES, '');
    if (next.startsWith('<') && next.endsWith('>')) next = next.slice(1, -1);
    if (next === current) return next;
    current = next;
  }
}

/**
 * Tidies what a user pasted into a URL field: removes all whitespace, strips wrapping quotes and
 * angle brackets, and adds `https://` to a scheme-less web address (`www.…`, the spec's `.com`,
 * `.net`, `.org`, `.edu`, `.co.uk`, `.io`, or any `host.tld[/path]`, IP literal or localhost).
 * Text with another scheme (`javascript:`, `data:`, `mailto:`…) is returned without a prefix.
 * Idempotent; it does not validate (see `parseWebUrl`).
 */
export function cleanUrlInput(raw: string): string {
  const text = unwrap(raw.replace(WHITESPACE, ''));
  if (text === '' || HTTP_SCHEME.test(text)) return text;
  if (text.startsWith('//')) return `https:${text}`;
  if (hasNonHttpScheme(text)) return text;
  return SPEC_HINTS.test(text) || looksLikeHost(text) ? `https://${text}` : text;
}
