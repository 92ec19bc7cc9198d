import type { ImportFormat } from '@vault/contracts';
import { importErrors } from '../import-errors.js';
import { detectCsvFormat, readCsv } from './csv-formats.js';
import { byteChunks, readHead } from './file-source.js';
import { detectHtmlFormat, readHtml } from './html-formats.js';
import { JsonExportReader, readJsonExport } from './json-formats.js';
import type { RawRow } from './raw-row.js';
import { RowBuffer, type RowSink } from './row-sink.js';
import { forEachJsonEntry, isZip } from './safe-unzip.js';
import { readUrlList } from './url-list.js';

/**
 * Takes each batch of rows read; `fromSpreadsheet` is true for CSV files, which people open in a
 * spreadsheet, so formulas planted in their cells are refused.
 */
export type ImportRowSink = (rows: RawRow[], fromSpreadsheet: boolean) => Promise<void>;

/** Enough of the start of a file to tell its format (HTML exports may start with a long head). */
const HEAD_BYTES = 256 * 1024;

/**
 * Reads an import file from disk, telling its format from its content (never its name): a zip
 * (Omnivore), JSON (Omnivore, Linkwarden, Karakeep), HTML (Netscape bookmarks, Pocket), CSV with
 * a known header (Pocket, Instapaper, Readwise Reader) or a list of URLs. Each is read as a
 * stream, its rows handed to `sink` a batch at a time; anything else is refused. Answers the
 * format once the whole file is read.
 */
export async function readImportFile(path: string, rowSink: ImportRowSink): Promise<ImportFormat> {
  const sink: RowSink = (rows) => rowSink(rows, false);
  const head = await readHead(path, HEAD_BYTES);
  if (isZip(head)) return readOmnivoreZip(path, sink);
  if (head.subarray(0, 8000).includes(0)) throw importErrors.unknownFormat();
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const start = text.trimStart().charAt(0);
  if (start === '{' || start === '[') {
    const format = await readJsonExport(byteChunks(path), sink);
    if (!format) throw importErrors.unknownFormat();
    return format;
  }
  if (start === '<') {
    const format = detectHtmlFormat(text);
    if (!format) throw importErrors.unknownFormat();
    await readHtml(path, format, sink);
    return format;
  }
  const csvFormat = detectCsvFormat(text);
  if (csvFormat) {
    await readCsv(path, csvFormat, (rows) => rowSink(rows, true));
    return csvFormat.format;
  }
  await readUrlList(path, sink);
  return 'url-list';
}

/** Omnivore's zip holds `metadata_*.json` files, each an array of items. */
async function readOmnivoreZip(path: string, sink: RowSink): Promise<ImportFormat> {
  const rows = new RowBuffer(sink);
  const reader = new JsonExportReader(rows);
  await forEachJsonEntry(path, (chunks) => reader.read(chunks, 'an Omnivore export'));
  await rows.flush(true);
  if (reader.found !== 'omnivore') throw importErrors.unknownFormat();
  return 'omnivore';
}
