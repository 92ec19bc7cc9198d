import { Parser } from 'htmlparser2';
import { parseSourceDate } from './dates.js';
import { parseListCell } from './list-cell.js';
import { textChunks } from './file-source.js';
import { rawRow, type RawRow } from './raw-row.js';
import { RowBuffer, type RowSink } from './row-sink.js';

/** Text kept of one link or note: far more than a title or note keeps, however long the file's is. */
const MAX_TEXT = 20_000;

/** Top-level folders every browser has; they say where a bookmark sat, not what it is about. */
const BROWSER_ROOT_FOLDERS = new Set(
  [
    'bookmarks bar',
    'bookmarks toolbar',
    'bookmarks menu',
    'other bookmarks',
    'mobile bookmarks',
    'favorites bar',
    'favourites bar',
    'bookmarks',
    'unsorted',
  ].map((name) => name.toLowerCase()),
);

/** Tells the two HTML exports apart; anything else that is HTML is not a bookmark file. */
export function detectHtmlFormat(text: string): 'netscape' | 'pocket-html' | null {
  const head = text.slice(0, 4000);
  if (/<!DOCTYPE\s+NETSCAPE-Bookmark-file/i.test(head)) return 'netscape';
  if (/<title>\s*Pocket Export\s*<\/title>/i.test(head) || /\btime_added\s*=/i.test(head))
    return 'pocket-html';
  if (/<dt>\s*<a\s[^>]*href\s*=/i.test(text.slice(0, 200_000))) return 'netscape';
  return null;
}

/**
 * Reads the links of an HTML export with htmlparser2's streaming tokenizer, a chunk of the file
 * at a time: nothing is rendered or run, and the text of `<script>` and `<style>` never reaches a
 * title.
 */
export async function readHtml(
  path: string,
  format: 'netscape' | 'pocket-html',
  sink: RowSink,
): Promise<void> {
  const rows = new RowBuffer(sink);
  const folders: (string | null)[] = [];
  let pendingFolder: string | null = null;
  let heading: string | null = null;
  let headingText: string | null = null;
  let section = '';
  let link: { attributes: Record<string, string>; text: string } | null = null;
  let note: { row: RawRow; text: string } | null = null;
  let hiddenDepth = 0;
  /** The bookmark a following `<dd>` describes; a folder's `<dd>` describes the folder. */
  let lastLink: RawRow | null = null;

  const finishNote = () => {
    if (note) note.row.note = note.text.trim() || null;
    note = null;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' || name === 'style') hiddenDepth += 1;
        if (name === 'dt' || name === 'dl' || name === 'h3' || name === 'li') finishNote();
        if (name === 'h1' || name === 'h3' || name === 'dl') lastLink = null;
        if (name === 'h1' || name === 'h3') {
          heading = name;
          headingText = '';
        } else if (name === 'dl') {
          folders.push(pendingFolder);
          pendingFolder = null;
        } else if (name === 'a') {
          link = { attributes, text: '' };
        } else if (name === 'dd' && lastLink && format === 'netscape') {
          note = { row: lastLink, text: '' };
        }
      },
      ontext(data) {
        if (hiddenDepth > 0) return;
        if (link) link.text = append(link.text, data);
        else if (headingText !== null) headingText = append(headingText, data);
        else if (note) note.text = append(note.text, data);
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') hiddenDepth = Math.max(0, hiddenDepth - 1);
        if (name === heading && headingText !== null) {
          const title = headingText.trim();
          if (heading === 'h3') pendingFolder = title || null;
          else section = title.toLowerCase();
          heading = null;
          headingText = null;
        } else if (name === 'dl') {
          finishNote();
          folders.pop();
        } else if (name === 'a' && link) {
          lastLink = toRow(rows.read + 1, link.attributes, link.text, folders, section, format);
          rows.push(lastLink);
          link = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  for await (const chunk of textChunks(path)) {
    parser.write(chunk);
    // The latest bookmark stays: a `<dd>` further on may still give it a note.
    await rows.flush(false, true);
  }
  parser.end();
  finishNote();
  await rows.flush(true);
}

function append(text: string, data: string): string {
  return text.length >= MAX_TEXT ? text : text + data.slice(0, MAX_TEXT - text.length);
}

function toRow(
  line: number,
  attributes: Record<string, string>,
  text: string,
  folders: (string | null)[],
  section: string,
  format: 'netscape' | 'pocket-html',
): RawRow {
  const title = text.replace(/\s+/g, ' ').trim() || null;
  if (format === 'pocket-html') {
    return rawRow(line, attributes.href ?? '', {
      title,
      tags: parseListCell(attributes.tags, /,/),
      read: section.includes('archive'),
      savedAt: parseSourceDate(attributes.time_added),
    });
  }
  const folderTags = folders.filter(
    (folder): folder is string => !!folder && !BROWSER_ROOT_FOLDERS.has(folder.toLowerCase()),
  );
  return rawRow(line, attributes.href ?? '', {
    title,
    tags: [...folderTags, ...parseListCell(attributes.tags, /,/)],
    // Pinboard and Vault write TOREAD="1" for unread links and "0" for read ones.
    read: attributes.toread === '0',
    favorite: attributes.favorite === '1' || attributes.starred === '1',
    savedAt: parseSourceDate(attributes.add_date),
  });
}
