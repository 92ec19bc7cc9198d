import type { ImportFormat } from '@vault/contracts';
import { parseSourceDate } from './dates.js';
import { type ParsedFile, rawRow, type RawRow } from './raw-row.js';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Tags written as strings or as `{ name }` objects. */
function names(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => (typeof entry === 'string' ? entry : isObject(entry) ? text(entry.name) : null))
    .filter((name): name is string => !!name);
}

/** Omnivore's export: arrays of `{ url, title, labels, savedAt, state }` (one file or several in a zip). */
function isOmnivoreArray(value: unknown): value is Json[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(isObject) &&
    value.some(
      (entry) => 'url' in entry && ('savedAt' in entry || 'labels' in entry || 'slug' in entry),
    )
  );
}

function omnivoreRows(entries: Json[], firstLine: number): RawRow[] {
  return entries.map((entry, index) =>
    rawRow(firstLine + index, text(entry.url) ?? '', {
      title: text(entry.title),
      tags: names(entry.labels),
      read: text(entry.state)?.toLowerCase() === 'archived',
      note: text(entry.note) ?? text(entry.annotation),
      savedAt: parseSourceDate(entry.savedAt ?? entry.createdAt),
    }),
  );
}

/** Linkwarden's "export data": `{ collections: [{ name, links: [{ url, name, tags, ... }] }] }`. */
function linkwardenRows(data: Json): RawRow[] {
  const rows: RawRow[] = [];
  const collections = Array.isArray(data.collections) ? data.collections.filter(isObject) : [];
  for (const collection of collections) {
    const collectionName = text(collection.name);
    const links = Array.isArray(collection.links) ? collection.links.filter(isObject) : [];
    for (const link of links) {
      const pinned = Array.isArray(link.pinnedBy) && link.pinnedBy.length > 0;
      rows.push(
        rawRow(rows.length + 1, text(link.url) ?? '', {
          title: text(link.name),
          tags: [
            ...(collectionName && collectionName.toLowerCase() !== 'unorganized'
              ? [collectionName]
              : []),
            ...names(link.tags),
          ],
          favorite: pinned,
          note: text(link.description),
          savedAt: parseSourceDate(link.createdAt),
        }),
      );
    }
  }
  return rows;
}

/** Karakeep (formerly Hoarder): `{ bookmarks: [{ content: { type, url }, title, tags, note, ... }] }`. */
function karakeepRows(data: Json): RawRow[] {
  const bookmarks = Array.isArray(data.bookmarks) ? data.bookmarks.filter(isObject) : [];
  return bookmarks.map((bookmark, index) => {
    const content = isObject(bookmark.content) ? bookmark.content : {};
    // Text notes and uploaded files have no URL: the empty URL makes the report say so.
    const url = content.type === 'link' ? (text(content.url) ?? '') : '';
    return rawRow(index + 1, url, {
      title: text(bookmark.title),
      tags: names(bookmark.tags),
      favorite: bookmark.favourited === true,
      read: bookmark.archived === true,
      note: text(bookmark.note),
      savedAt: parseSourceDate(bookmark.createdAt),
    });
  });
}

/** Which JSON export this is, by its shape; null when it is none of them. */
export function parseJsonExport(data: unknown): ParsedFile | null {
  if (isOmnivoreArray(data)) return { format: 'omnivore', rows: omnivoreRows(data, 1) };
  if (!isObject(data)) return null;
  if (Array.isArray(data.collections) && data.collections.some((c) => isObject(c) && 'links' in c))
    return { format: 'linkwarden', rows: linkwardenRows(data) };
  if (
    Array.isArray(data.bookmarks) &&
    data.bookmarks.some((b) => isObject(b) && isObject(b.content) && 'type' in b.content)
  )
    return { format: 'karakeep', rows: karakeepRows(data) };
  return null;
}

/** Omnivore's zip holds `metadata_*.json` files, each an array of items. */
export function parseOmnivoreFiles(files: unknown[]): ParsedFile | null {
  const arrays = files.filter(isOmnivoreArray);
  if (arrays.length === 0) return null;
  const rows: RawRow[] = [];
  for (const entries of arrays) rows.push(...omnivoreRows(entries, rows.length + 1));
  return { format: 'omnivore' satisfies ImportFormat, rows };
}
