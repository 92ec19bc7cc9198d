/** A cell a spreadsheet would read as a formula (CSV injection) starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted, quotes doubled, and a leading formula character neutralised with `'`. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvLine(values: string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export interface WaitlistRow {
  email: string;
  createdAt: Date;
}

/** The admin export: a header line, then one line per address, oldest first. */
export function waitlistCsv(rows: readonly WaitlistRow[]): string {
  return (
    csvLine(['email', 'joined_at']) +
    rows.map((row) => csvLine([row.email, row.createdAt.toISOString()])).join('')
  );
}
