/** Where an item comes from, as a person names a site: its host without `www.`. */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A saved e-mail (`mid:` address) comes from its sender's domain, kept as its site name. */
export function sourceOf(item: { url: string; metadata: { siteName?: string } }): string {
  if (!/^https?:\/\//i.test(item.url)) return item.metadata.siteName ?? '';
  return sourceHost(item.url);
}
