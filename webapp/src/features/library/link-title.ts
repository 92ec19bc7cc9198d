/** A file ending such as `.html` or `.php`: not one of the address's words. */
const FILE_EXTENSION = /\.[a-z0-9]{1,5}$/i;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What an item without a title is called: its link's own words, the site and then each part of
 * the path ('example.com › blog › my first post'), so failed or pending saves of different links
 * read apart.
 */
export function linkTitle(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const words = parsed.pathname
    .split('/')
    .map((segment) =>
      decoded(segment)
        .replace(FILE_EXTENSION, '')
        .replace(/[-_+]+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  return [parsed.hostname.replace(/^www\./, ''), ...words].join(' › ');
}
