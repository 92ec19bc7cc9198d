const IMAGE_TAG = /<img\s[^>]*>/gi;
const SOURCE = /\ssrc="([^"]*)"/i;

/** sanitize-html escapes these in attribute values; the address is the unescaped text. */
function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The web addresses of the reader view's images, in order, each once. The HTML comes from
 * sanitize-html (extraction/readable-html.ts), which quotes every attribute and escapes `<` and
 * `>` inside values, so a tag ends at its first `>`.
 */
export function readerImageUrls(readableHtml: string | null): string[] {
  if (!readableHtml) return [];
  const urls = new Set<string>();
  for (const tag of readableHtml.match(IMAGE_TAG) ?? []) {
    const source = SOURCE.exec(tag)?.[1];
    if (!source) continue;
    const url = unescapeAttribute(source);
    if (/^https?:\/\//i.test(url)) urls.add(url);
  }
  return [...urls];
}

/** The reader view with each image whose address is in `stored` pointing at Vault's copy. */
export function withStoredImages(readableHtml: string, stored: Map<string, string>): string {
  return readableHtml.replace(IMAGE_TAG, (tag) => {
    const source = SOURCE.exec(tag)?.[1];
    const path = source === undefined ? undefined : stored.get(unescapeAttribute(source));
    return path ? tag.replace(SOURCE, ` src="${path}"`) : tag;
  });
}
