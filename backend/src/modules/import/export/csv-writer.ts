import { stringify } from 'csv-stringify/sync';
import type { ExportedContentItem } from '@vault/contracts';
import { formulaSafe } from '../formula.js';

export const CSV_COLUMNS = [
  'url',
  'title',
  'tags',
  'favorite',
  'read',
  'note',
  'saved_at',
  'platform',
  'author',
] as const;

/** Rows of cells, each made safe to open in a spreadsheet. */
export function csvRows(rows: string[][]): string {
  return stringify(rows.map((row) => row.map(formulaSafe)));
}

export function csvHeader(): string {
  return stringify([[...CSV_COLUMNS]]);
}

export function csvItemRows(items: ExportedContentItem[]): string {
  return csvRows(
    items.map((item) => [
      item.url,
      item.title ?? '',
      (item.customTags ?? []).join('|'),
      item.isFavorite ? 'true' : 'false',
      item.isRead ? 'true' : 'false',
      item.quickNote ?? '',
      item.savedAt,
      item.platform,
      item.author ?? '',
    ]),
  );
}
