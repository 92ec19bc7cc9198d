import { Parser } from 'htmlparser2';

const FEED_TYPES = new Map([
  ['application/rss+xml', 0],
  ['application/atom+xml', 1],
  ['application/feed+json', 2],
  ['application/json', 3],
  ['application/rdf+xml', 4],
]);

/**
 * The feed addresses a web page announces (`<link rel="alternate" type="application/rss+xml"
 * href>` and the Atom and JSON Feed kinds), absolute, in the page's order within each kind: RSS
 * and Atom before JSON, as readers try them.
 */
export function discoverFeedLinks(html: string, pageUrl: string): string[] {
  const found: { href: string; rank: number; order: number }[] = [];
  let base = pageUrl;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'base' && attributes.href) {
          base = resolve(attributes.href, pageUrl) ?? base;
          return;
        }
        if (name !== 'link') return;
        const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
        const type = (attributes.type ?? '').toLowerCase().split(';')[0]!.trim();
        const rank = FEED_TYPES.get(type);
        if (!rel.includes('alternate') || rank === undefined || !attributes.href) return;
        const href = resolve(attributes.href, base);
        if (href) found.push({ href, rank, order: found.length });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  const ordered = found
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((link) => link.href);
  return [...new Set(ordered)];
}

function resolve(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether a fetched body is a web page rather than a feed. */
export function looksLikeHtml(contentType: string | null, body: string): boolean {
  if (contentType === 'text/html' || contentType === 'application/xhtml+xml') return true;
  return /^\s*(<!doctype html|<html[\s>])/i.test(body.slice(0, 1024));
}
