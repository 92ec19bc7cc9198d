import { csvRows } from '../../common/csv/spreadsheet-csv.js';

export interface WaitlistRow {
  email: string;
  createdAt: Date;
}

/** The admin export: a header line, then one line per address, oldest first. */
export function waitlistCsv(rows: readonly WaitlistRow[]): string {
  return csvRows([
    ['email', 'joined_at'],
    ...rows.map((row) => [row.email, row.createdAt.toISOString()]),
  ]);
}
