import { all, cleanText, type DomDocument, type DomElement } from './dom.js';

/** What sits between a headline and a site name in a page title ("Headline | Site"). */
const SEPARATOR = /\s+(?:[|\-–—·•/»«]|::)\s+/g;
const MAX_HEADINGS = 5;
const MAX_HEADING_CHARS = 300;
/** Class or id words themes give the site's name when they set it as an `h1`. */
const SITE_NAME_CLASS = /logo|brand|site-?(title|name)|masthead/i;

/** Compares titles as a reader would: case, quote styles and dash styles aside. */
function loose(value: string): string {
  return value
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”«»„]/g, '"')
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[\s.:!]+$/, '')
    .trim();
}

/** Letters and digits only: "Flatworld Solutions" and flatworldsolutions.com meet here. */
const squashed = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A site's logo set as a heading: a link or a picture, not a headline. */
function isLogo(heading: DomElement): boolean {
  const names = `${heading.getAttribute('class') ?? ''} ${heading.getAttribute('id') ?? ''}`;
  return (
    SITE_NAME_CLASS.test(names) || !!heading.closest('a') || !!heading.querySelector('img, svg')
  );
}

/** The headline candidates a page shows: its first few `h1` texts, logos aside. */
export function pageHeadings(document: DomDocument): string[] {
  return all(document, 'h1')
    .slice(0, MAX_HEADINGS)
    .filter((heading) => !isLogo(heading))
    .map((heading) => cleanText(heading.textContent))
    .filter((text): text is string => !!text && text.length <= MAX_HEADING_CHARS);
}

/** Every way of cutting a title at its separators into a headline and what surrounds it. */
function titleParts(title: string): { part: string; rest: string }[] {
  const cuts = [...title.matchAll(SEPARATOR)];
  return cuts.flatMap((cut) => {
    const at = cut.index;
    const end = at + cut[0].length;
    return [
      { part: title.slice(0, at), rest: title.slice(end) },
      { part: title.slice(end), rest: title.slice(0, at) },
    ];
  });
}

/** The name the address gives the site: `www.flatworldsolutions.com` → `flatworldsolutions`. */
function hostLabel(pageUrl: string): string | null {
  try {
    const labels = new URL(pageUrl).hostname.split('.');
    const label = labels.length >= 2 ? labels[labels.length - 2] : labels[0];
    return label && label.length >= 3 ? squashed(label) : null;
  } catch {
    return null;
  }
}

function namesSite(
  text: string,
  siteName: string | null,
  host: string | null,
  loosely = false,
): boolean {
  const name = squashed(text);
  if (!name) return false;
  if (siteName && name === squashed(siteName)) return true;
  if (host === null) return false;
  // Loosely, a part that holds the address's name ("痞客邦 PIXNET" on pixnet.net) is the site's
  // own; to be cut from a title, it must be that name (not "Instagram photos and videos").
  return (
    name === host || (name.length >= 4 && host.startsWith(name)) || (loosely && name.includes(host))
  );
}

/**
 * The title a reader knows the page by. Share titles and `<title>` often carry the site's name
 * ("10 Easy Steps for a Great Interior Design | Tarkett"), and sometimes a section or a slogan.
 * When a part of the title is the page's own headline (an `h1`), that part is the title; else
 * a part naming the site (its `og:site_name` or the address's name) is dropped.
 */
export function readerTitle(
  title: string,
  headings: readonly string[],
  siteName: string | null,
  pageUrl: string,
): string {
  const headlines = new Set(headings.map(loose));
  if (headlines.has(loose(title))) return title;
  const parts = titleParts(title);
  // The title's own wording of the headline: headings are often restyled (capitals) on screen.
  const host = hostLabel(pageUrl);
  const headline = parts.find(
    ({ part }) =>
      part.trim().split(/\s+/).length >= 2 &&
      headlines.has(loose(part)) &&
      !namesSite(part, siteName, host, true),
  );
  if (headline) return headline.part.trim();
  // The longest headline left once the site's name is cut off.
  const trimmed = parts
    .filter(({ part, rest }) => namesSite(rest, siteName, host) && part.trim().includes(' '))
    .sort((a, b) => b.part.length - a.part.length)[0];
  return trimmed ? trimmed.part.trim() : title;
}
