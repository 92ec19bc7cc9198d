import { Feed } from 'feed';
import type { LibraryFeedItem } from '../content/index.js';

export type LibraryFeedScope =
  | { kind: 'library' }
  | { kind: 'tag'; tag: string }
  | { kind: 'board'; boardId: number }
  | { kind: 'search'; savedSearchId: number };

export interface LibraryAtomInput {
  /** The feed's own address (`rel="self"`). */
  selfUrl: string;
  appUrl: string;
  /** A stable IRI naming the feed, whatever its token. */
  feedId: string;
  title: string;
  items: LibraryFeedItem[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** The cleaned text as HTML paragraphs: only text Vault wrote, so readers load nothing it did not choose. */
export function textAsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * An Atom 1.0 document (RFC 4287) of library items: the feed and each entry with an `id` IRI,
 * `updated`, `title` and links (the feed's `self`, the app; each entry's original page), each
 * entry's content the item's whole cleaned text.
 */
export function buildLibraryAtom(input: LibraryAtomInput): string {
  const newest = input.items.reduce<Date | null>(
    (latest, item) => (latest === null || item.updatedAt > latest ? item.updatedAt : latest),
    null,
  );
  const feed = new Feed({
    id: input.feedId,
    title: input.title,
    link: input.appUrl,
    updated: newest ?? new Date(0),
    generator: 'Vault',
    feedLinks: { atom: input.selfUrl },
    author: { name: 'Vault' },
    copyright: 'Saved for personal reading',
  });
  for (const item of input.items) {
    feed.addItem({
      id: `${input.appUrl}/content/${item.id}`,
      // The library writes entry titles and summaries as type="html": plain text is escaped.
      title: escapeHtml(item.title?.trim() || item.url),
      link: item.url,
      date: item.updatedAt,
      published: item.savedAt,
      description: item.summary ? escapeHtml(item.summary) : undefined,
      content: item.text ? textAsHtml(item.text) : undefined,
      author: item.author ? [{ name: item.author }] : undefined,
      category: item.tags.map((tag) => ({ name: tag, term: tag })),
    });
  }
  return feed.atom1();
}
