import { importErrors } from '../import-errors.js';
import { detectCsvFormat, parseCsv } from './csv-formats.js';
import { detectHtmlFormat, parseHtml } from './html-formats.js';
import { parseJsonExport, parseOmnivoreFiles } from './json-formats.js';
import type { ParsedFile } from './raw-row.js';
import { isZip, readJsonEntries } from './safe-unzip.js';
import { parseUrlList } from './url-list.js';

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw importErrors.malformed(
      what,
      error instanceof Error ? error.message.slice(0, 200) : 'bad JSON',
    );
  }
}

/**
 * Reads an import file, telling its format from its content (never its name): a zip (Omnivore),
 * JSON (Omnivore, Linkwarden, Karakeep), HTML (Netscape bookmarks, Pocket), CSV with a known
 * header (Pocket, Instapaper, Readwise Reader) or a list of URLs. Anything else is refused.
 */
export async function parseImportFile(buffer: Buffer): Promise<ParsedFile> {
  if (isZip(buffer)) {
    const entries = await readJsonEntries(buffer);
    const parsed = parseOmnivoreFiles(
      entries.map((entry) => parseJson(entry, 'an Omnivore export')),
    );
    if (!parsed) throw importErrors.unknownFormat();
    return parsed;
  }
  if (buffer.subarray(0, 8000).includes(0)) throw importErrors.unknownFormat();
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const start = text.trimStart().charAt(0);
  if (start === '{' || start === '[') {
    const parsed = parseJsonExport(parseJson(text, 'a JSON export'));
    if (!parsed) throw importErrors.unknownFormat();
    return parsed;
  }
  if (start === '<') {
    const format = detectHtmlFormat(text);
    if (!format) throw importErrors.unknownFormat();
    return parseHtml(text, format);
  }
  const csvFormat = detectCsvFormat(text);
  if (csvFormat) return parseCsv(text, csvFormat);
  const list = parseUrlList(text);
  if (list) return list;
  throw importErrors.unknownFormat();
}
