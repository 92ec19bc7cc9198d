import type { ExportedContentItem } from '@vault/contracts';
import { csvRows } from '../../../common/csv/spreadsheet-csv.js';

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

export function csvHeader(): string {
  return csvRows([CSV_COLUMNS]);
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
