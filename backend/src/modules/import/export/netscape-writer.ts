import type { ExportedContentItem } from '@vault/contracts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

export const NETSCAPE_HEADER = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<!-- This is an automatically generated file. It will be read and overwritten. DO NOT EDIT! -->
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Vault</TITLE>
<H1>Vault</H1>
<DL><p>
`;

export const NETSCAPE_FOOTER = '</DL><p>\n';

/**
 * One bookmark as browsers, Pinboard and Raindrop write them: every attribute and text escaped;
 * TOREAD says unread (1) or read (0), tags are comma-separated (a comma inside a tag becomes a space).
 */
export function netscapeEntry(item: ExportedContentItem): string {
  const addDate = Math.floor(new Date(item.savedAt).getTime() / 1000);
  const tags = (item.customTags ?? []).map((tag) => tag.replace(/,/g, ' ')).join(',');
  const attributes = [
    `HREF="${escapeHtml(item.url)}"`,
    `ADD_DATE="${addDate}"`,
    `LAST_MODIFIED="${Math.floor(new Date(item.updatedAt).getTime() / 1000)}"`,
    ...(tags ? [`TAGS="${escapeHtml(tags)}"`] : []),
    `TOREAD="${item.isRead ? 0 : 1}"`,
    ...(item.isFavorite ? ['FAVORITE="1"'] : []),
  ];
  const title = escapeHtml(item.title ?? item.url);
  const note = item.quickNote ? `<DD>${escapeHtml(item.quickNote)}\n` : '';
  return `<DT><A ${attributes.join(' ')}>${title}</A>\n${note}`;
}
