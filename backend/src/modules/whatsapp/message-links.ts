import { canonicalizeUrl, parseWebUrl } from '@vault/urls';

/** At most this many links are saved from one message; the rest are ignored. */
export const MAX_LINKS_PER_MESSAGE = 10;

/** Wrappers before a link: brackets, quotes and WhatsApp's *bold*, _italic_ and ~strike~ marks. */
const LEADING = /^[([{<"'`«‹“‘„*_~]+/u;
/** Sentence punctuation and closing quotes after a link. */
const TRAILING = /[.,;:!?'"`»›”’>*_~…]+$/u;
const PAIRS = [
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
] as const;

const SCHEME = /https?:\/\//i;
/** `host.tld` with an optional port and path, for links written without `https://` or `www.`. */
const BARE_LINK = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d+)?(?<rest>[/?#].*)?$/u;
/**
 * Endings that make a bare `name.tld` a link in a chat message (common sites and the shorteners
 * people forward: youtu.be, bit.ly, t.co, redd.it, lnkd.in…). Other bare `name.ext` words, such as
 * file names, count only with a path (`node.js` is not a link; `example.dev/x` is).
 */
const BARE_TLDS = new Set(
  (
    'com net org edu gov io co me app dev ai ly gl be in it am to fi tv fm gg uk us ca de fr es ' +
    'nl au ch se no dk pl br jp news blog page site xyz info biz'
  ).split(' '),
);

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops wrappers and trailing punctuation, keeping a closing bracket the link itself opened (`Foo_(bar)`). */
function trimToken(token: string): string {
  let text = token.replace(LEADING, '');
  for (;;) {
    const before = text;
    text = text.replace(TRAILING, '');
    for (const [open, close] of PAIRS) {
      if (text.endsWith(close) && count(text, close) > count(text, open)) text = text.slice(0, -1);
    }
    if (text === before) return text;
  }
}

function looksLikeLink(text: string): boolean {
  if (/^https?:\/\//i.test(text) || /^www\./i.test(text)) return true;
  const bare = BARE_LINK.exec(text);
  if (!bare) return false;
  const host = text.split(/[/?#:]/, 1)[0] ?? '';
  const tld = host.split('.').at(-1)?.toLowerCase() ?? '';
  return Boolean(bare.groups?.rest && bare.groups.rest.length > 1) || BARE_TLDS.has(tld);
}

/**
 * The web links in a chat message, in order, each once (compared as the library compares them),
 * at most `MAX_LINKS_PER_MESSAGE`. A link may be glued to text before it (`link:https://…`), wrapped
 * in brackets or quotes, or followed by punctuation; only http(s) links with a real host count.
 */
export function extractLinks(text: string): string[] {
  const links: string[] = [];
  const seen = new Set<string>();
  for (const token of text.split(/\s+/u)) {
    let candidate = trimToken(token);
    const schemeAt = candidate.search(SCHEME);
    if (schemeAt > 0) candidate = trimToken(candidate.slice(schemeAt));
    if (!candidate || !looksLikeLink(candidate)) continue;
    const parsed = parseWebUrl(candidate);
    if (!parsed.ok) continue;
    const key = canonicalizeUrl(parsed.url);
    if (seen.has(key)) continue;
    seen.add(key);
    links.push(parsed.url);
    if (links.length === MAX_LINKS_PER_MESSAGE) break;
  }
  return links;
}
