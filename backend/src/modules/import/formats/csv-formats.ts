import { CsvError, parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import type { ImportFormat } from '@vault/contracts';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { importErrors } from '../import-errors.js';
import { parseSourceDate } from './dates.js';
import { parseListCell } from './list-cell.js';
import { rawRow, type RawRow } from './raw-row.js';
import { RowBuffer, type RowSink } from './row-sink.js';

/** A record (line) longer than this is no export row: the file is refused, not held in memory. */
const MAX_RECORD_BYTES = 1024 * 1024;

type Cells = Record<string, string | undefined>;

interface CsvFormat {
  format: ImportFormat;
  label: string;
  /** Lower-case header names the format always has. */
  required: string[];
  toRow(line: number, cells: Cells): RawRow;
}

/** Pocket's export (2024–2025): title,url,time_added,tags,status with tags joined by "|". */
const pocketCsv: CsvFormat = {
  format: 'pocket-csv',
  label: 'a Pocket CSV export',
  required: ['title', 'url', 'time_added'],
  toRow: (line, cells) =>
    rawRow(line, cells.url ?? '', {
      title: cells.title ?? null,
      tags: parseListCell(cells.tags, /\|/),
      read: (cells.status ?? '').trim().toLowerCase() === 'archive',
      favorite: ['1', 'true'].includes((cells.favorite ?? '').trim().toLowerCase()),
      savedAt: parseSourceDate(cells.time_added),
    }),
};

/** Instapaper: URL,Title,Selection,Folder,Timestamp[,Tags]; Starred and Archive are folders. */
const instapaper: CsvFormat = {
  format: 'instapaper',
  label: 'an Instapaper CSV export',
  required: ['url', 'title', 'selection', 'folder'],
  toRow: (line, cells) => {
    const folder = (cells.folder ?? '').trim();
    const builtIn = ['unread', 'archive', 'starred'].includes(folder.toLowerCase());
    return rawRow(line, cells.url ?? '', {
      title: cells.title ?? null,
      note: cells.selection ?? null,
      tags: [...(builtIn || !folder ? [] : [folder]), ...parseListCell(cells.tags)],
      read: folder.toLowerCase() === 'archive',
      favorite: folder.toLowerCase() === 'starred',
      savedAt: parseSourceDate(cells.timestamp),
    });
  },
};

/** Readwise Reader: Title,URL,ID,Document tags,Saved date,Reading progress,Location,Seen. */
const readwise: CsvFormat = {
  format: 'readwise',
  label: 'a Readwise Reader CSV export',
  required: ['url', 'document tags', 'saved date'],
  toRow: (line, cells) => {
    const location = (cells.location ?? '').trim().toLowerCase();
    return rawRow(line, cells.url ?? '', {
      title: cells.title ?? null,
      tags: parseListCell(cells['document tags']),
      read: location === 'archive',
      favorite: location === 'shortlist',
      note: cells.note ?? cells.notes ?? null,
      savedAt: parseSourceDate(cells['saved date']),
    });
  },
};

const CSV_FORMATS = [pocketCsv, instapaper, readwise];

/** The header of a CSV file (its first line), lower-cased, when it names one of the known formats. */
export function detectCsvFormat(text: string): CsvFormat | null {
  const firstLine = text.slice(0, 2000).split(/\r?\n/, 1)[0] ?? '';
  if (!firstLine.includes(',')) return null;
  let header: string[];
  try {
    const records: string[][] = parse(firstLine, { relax_quotes: true });
    header = records[0] ?? [];
  } catch {
    return null;
  }
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  return CSV_FORMATS.find((format) => format.required.every((name) => names.has(name))) ?? null;
}

/** Reads a CSV export record by record, streaming the file through csv-parse. */
export async function readCsv(path: string, format: CsvFormat, sink: RowSink): Promise<void> {
  const rows = new RowBuffer(sink);
  let names: string[] | null = null;
  try {
    await pipeline(
      createReadStream(path),
      parseStream({
        bom: true,
        info: true,
        relax_column_count: true,
        skip_empty_lines: true,
        max_record_size: MAX_RECORD_BYTES,
      }),
      async function (records: AsyncIterable<{ record: string[]; info: { lines: number } }>) {
        for await (const { record, info } of records) {
          if (!names) {
            names = record.map((name) => name.trim().toLowerCase());
            continue;
          }
          const cells: Cells = {};
          names.forEach((name, index) => {
            cells[name] = record[index];
          });
          rows.push(format.toRow(info.lines, cells));
          await rows.flush();
        }
      },
    );
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw importErrors.malformed(format.label, error.message.replace(/\s+/g, ' ').slice(0, 200));
  }
  await rows.flush(true);
}
