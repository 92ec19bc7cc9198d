import type { ExportedContentItem, Highlight } from '@vault/contracts';

/** A file name any system accepts: the save date, a slug of the title, and the id (unique). */
export function markdownFileName(item: ExportedContentItem): string {
  const slug = (item.title ?? 'untitled')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${item.savedAt.slice(0, 10)}-${slug || 'untitled'}-${item.id}.md`;
}

/**
 * One item as a note for Obsidian and the like. YAML front matter: every string JSON-quoted,
 * which YAML reads as a double-quoted scalar. Highlights follow in text order, each a quote with
 * its note and tags under it.
 */
export function markdownDocument(
  item: ExportedContentItem,
  highlights: readonly Highlight[] = [],
): string {
  const quote = (value: string) => JSON.stringify(value);
  const lines = [
    '---',
    `title: ${quote(item.title ?? '')}`,
    `url: ${quote(item.url)}`,
    `platform: ${quote(item.platform)}`,
    ...(item.author ? [`author: ${quote(item.author)}`] : []),
    `tags: [${(item.customTags ?? []).map(quote).join(', ')}]`,
    `favorite: ${item.isFavorite}`,
    `read: ${item.isRead}`,
    `saved_at: ${quote(item.savedAt)}`,
    `created_at: ${quote(item.createdAt)}`,
    `updated_at: ${quote(item.updatedAt)}`,
    ...(highlights.length ? [`highlights: ${highlights.length}`] : []),
    '---',
    '',
    `# ${(item.title ?? item.url).replace(/\s+/g, ' ')}`,
    '',
    `<${item.url}>`,
    '',
  ];
  if (item.quickNote) lines.push('## Note', '', item.quickNote, '');
  if (item.summary) lines.push('## Summary', '', item.summary, '');
  if (highlights.length) lines.push('## Highlights', '', ...highlights.flatMap(highlightLines));
  if (item.text) lines.push('## Text', '', item.text, '');
  return lines.join('\n');
}

/** A highlight as a block quote (every line quoted), its note and tags below it. */
function highlightLines(highlight: Highlight): string[] {
  const lines = [...highlight.quote.split(/\r?\n/).map((line) => `> ${line}`.trimEnd()), ''];
  if (highlight.note) lines.push(highlight.note, '');
  if (highlight.tags.length) lines.push(`Tags: ${highlight.tags.join(', ')}`, '');
  return lines;
}
