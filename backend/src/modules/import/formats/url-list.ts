import { type ParsedFile, rawRow } from './raw-row.js';

const LINK_LINE = /^(https?:\/\/|www\.)\S+$/i;

/**
 * A plain list: one link per line (blank lines and `#` comments ignored). It is one when at least
 * half of the lines are links; the other lines then show up in the report.
 */
export function parseUrlList(text: string): ParsedFile | null {
  const lines = text.split(/\r?\n/);
  const rows = lines
    .map((line, index) => ({ line: index + 1, value: line.trim() }))
    .filter(({ value }) => value !== '' && !value.startsWith('#'))
    .map(({ line, value }) => rawRow(line, value));
  const links = rows.filter((row) => LINK_LINE.test(row.url)).length;
  if (links === 0 || links * 2 < rows.length) return null;
  return { format: 'url-list', rows };
}
