import { Tokenizer, TokenParser, TokenType, type ParsedElementInfo } from '@streamparser/json';
import type { ImportFormat } from '@vault/contracts';
import { importErrors } from '../import-errors.js';
import { parseSourceDate } from './dates.js';
import { rawRow, type RawRow } from './raw-row.js';
import { RowBuffer, type RowSink } from './row-sink.js';

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

/** Nesting deeper than any export has: a file nested further is refused before it fills memory. */
const MAX_DEPTH = 32;

/** An Omnivore entry: `{ url, title, labels, savedAt, state }`. */
function isOmnivoreEntry(entry: Json): boolean {
  return 'url' in entry && ('savedAt' in entry || 'labels' in entry || 'slug' in entry);
}

function omnivoreRow(line: number, entry: Json): RawRow {
  return rawRow(line, text(entry.url) ?? '', {
    title: text(entry.title),
    tags: names(entry.labels),
    read: text(entry.state)?.toLowerCase() === 'archived',
    note: text(entry.note) ?? text(entry.annotation),
    savedAt: parseSourceDate(entry.savedAt ?? entry.createdAt),
  });
}

/** A Linkwarden link (`{ url, name, tags, ... }`) in a collection called `collectionName`. */
function linkwardenRow(line: number, link: Json, collectionName: string | null): RawRow {
  const pinned = Array.isArray(link.pinnedBy) && link.pinnedBy.length > 0;
  return rawRow(line, text(link.url) ?? '', {
    title: text(link.name),
    tags: [
      ...(collectionName && collectionName.toLowerCase() !== 'unorganized' ? [collectionName] : []),
      ...names(link.tags),
    ],
    favorite: pinned,
    note: text(link.description),
    savedAt: parseSourceDate(link.createdAt),
  });
}

/** A Karakeep (formerly Hoarder) bookmark: `{ content: { type, url }, title, tags, note, ... }`. */
function karakeepRow(line: number, bookmark: Json): RawRow {
  const content = isObject(bookmark.content) ? bookmark.content : {};
  // Text notes and uploaded files have no URL: the empty URL makes the report say so.
  const url = content.type === 'link' ? (text(content.url) ?? '') : '';
  return rawRow(line, url, {
    title: text(bookmark.title),
    tags: names(bookmark.tags),
    favorite: bookmark.favourited === true,
    read: bookmark.archived === true,
    note: text(bookmark.note),
    savedAt: parseSourceDate(bookmark.createdAt),
  });
}

/**
 * Reads one JSON document, a chunk at a time, with a streaming parser (@streamparser/json) that
 * keeps only the entry being read: an Omnivore array (`[ … ]`), Linkwarden's
 * `{ collections: [{ name, links: [ … ] }] }` or Karakeep's `{ bookmarks: [ … ] }`. Which one it
 * is shows in its entries; the format found (or null: none of them) is the answer.
 */
export class JsonExportReader {
  private format: ImportFormat | null = null;
  private readonly collectionNames = new Map<number, string | null>();

  constructor(private readonly rows: RowBuffer) {}

  get found(): ImportFormat | null {
    return this.format;
  }

  /** Reads one document (one file, or one entry of a zip); `what` names it in errors. */
  async read(chunks: AsyncIterable<Buffer>, what: string): Promise<void> {
    let depth = 0;
    // Set from the parser's callbacks; thrown between chunks.
    const failure: { error: Error | null } = { error: null };
    let parser: TokenParser | null = null;
    const tokenizer = new Tokenizer();
    const fail = (error: Error) => {
      failure.error ??= importErrors.malformed(what, error.message.slice(0, 200));
    };
    tokenizer.onToken = (token) => {
      if (failure.error) return;
      if (token.token === TokenType.LEFT_BRACE || token.token === TokenType.LEFT_BRACKET) {
        depth += 1;
        if (depth > MAX_DEPTH) {
          failure.error = importErrors.malformed(what, 'it is nested too deeply');
          return;
        }
      } else if (token.token === TokenType.RIGHT_BRACE || token.token === TokenType.RIGHT_BRACKET) {
        depth -= 1;
      }
      parser ??= this.parserFor(token.token === TokenType.LEFT_BRACKET, fail);
      parser.write(token);
    };
    tokenizer.onError = fail;
    tokenizer.onEnd = () => {
      if (parser && !parser.isEnded) parser.end();
    };
    for await (const chunk of chunks) {
      tokenizer.write(chunk);
      if (failure.error) throw failure.error;
      await this.rows.flush();
    }
    if (!tokenizer.isEnded) tokenizer.end();
    if (failure.error) throw failure.error;
  }

  /**
   * Only the entries are built as values (an array's elements, or the fields of the two object
   * formats), and each is dropped once read (`keepStack: false`).
   */
  private parserFor(array: boolean, fail: (error: Error) => void): TokenParser {
    const parser = new TokenParser({
      paths: array ? ['$.*'] : ['$.collections.*.name', '$.collections.*.links.*', '$.bookmarks.*'],
      keepStack: false,
    });
    parser.onError = fail;
    parser.onValue = (info) => this.take(info);
    return parser;
  }

  private take({ value, key, stack }: ParsedElementInfo): void {
    const path = stack.map((element) => element.key);
    // An element of a top-level array: an Omnivore entry.
    if (path.length === 1 && typeof key === 'number') {
      if (!isObject(value)) return;
      if (isOmnivoreEntry(value)) this.format ??= 'omnivore';
      if (this.format === 'omnivore') this.rows.push(omnivoreRow(this.rows.read + 1, value));
      return;
    }
    if (path[1] === 'bookmarks' && path.length === 2) {
      if (!isObject(value) || !isObject(value.content) || !('type' in value.content)) return;
      this.format ??= 'karakeep';
      if (this.format === 'karakeep') this.rows.push(karakeepRow(this.rows.read + 1, value));
      return;
    }
    if (path[1] === 'collections' && typeof path[2] === 'number') {
      if (key === 'name' && path.length === 3) {
        this.collectionNames.set(path[2], text(value));
        return;
      }
      if (path[3] !== 'links' || !isObject(value)) return;
      this.format ??= 'linkwarden';
      if (this.format === 'linkwarden')
        this.rows.push(
          linkwardenRow(this.rows.read + 1, value, this.collectionNames.get(path[2]) ?? null),
        );
    }
  }
}

/** Reads a JSON export (see `JsonExportReader`); null when it is none Vault knows. */
export async function readJsonExport(
  chunks: AsyncIterable<Buffer>,
  sink: RowSink,
): Promise<ImportFormat | null> {
  const rows = new RowBuffer(sink);
  const reader = new JsonExportReader(rows);
  await reader.read(chunks, 'a JSON export');
  await rows.flush(true);
  return reader.found;
}
