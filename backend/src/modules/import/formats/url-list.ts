import { importErrors } from '../import-errors.js';
import { textChunks } from './file-source.js';
import { rawRow } from './raw-row.js';
import { RowBuffer, type RowSink } from './row-sink.js';

const LINK_LINE = /^(https?:\/\/|www\.)\S+$/i;
/** A line this long is no link: the file is not a list of URLs (and is not held in memory). */
const MAX_LINE = 64 * 1024;
/** Entries after which a file with too few links is known not to be a list. */
const JUDGE_AFTER = 1_000;

/**
 * A plain list: one link per line (blank lines and `#` comments ignored), read a chunk at a time.
 * It is one when at least half of the entries are links (judged early, and again at the end); the
 * other lines then show up in the report. A file that is no list is refused as unknown.
 */
export async function readUrlList(path: string, sink: RowSink): Promise<void> {
  const rows = new RowBuffer(sink);
  let lineNumber = 0;
  let links = 0;
  let partial = '';
  const isList = () => links > 0 && links * 2 >= rows.read;
  const take = (line: string) => {
    lineNumber += 1;
    const value = line.trim();
    if (value === '' || value.startsWith('#')) return;
    if (LINK_LINE.test(value)) links += 1;
    rows.push(rawRow(lineNumber, value));
  };
  for await (const chunk of textChunks(path)) {
    const lines = (partial + chunk).split(/\r?\n/);
    partial = lines.pop() ?? '';
    if (partial.length > MAX_LINE) throw importErrors.unknownFormat();
    for (const line of lines) take(line);
    if (rows.read >= JUDGE_AFTER && !isList()) throw importErrors.unknownFormat();
    await rows.flush();
  }
  take(partial);
  if (!isList()) throw importErrors.unknownFormat();
  await rows.flush(true);
}
