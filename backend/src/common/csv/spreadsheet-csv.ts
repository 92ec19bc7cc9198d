import { stringify } from 'csv-stringify/sync';

/**
 * Spreadsheet formula injection: a cell starting with one of these is run as a formula by Excel,
 * LibreOffice and Google Sheets. OWASP's advice: prefix such a cell with a single quote.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell safe to open in a spreadsheet. */
export function formulaSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Rows of cells as CSV (csv-stringify: quoted where needed, one line per row), every cell made
 * safe to open in a spreadsheet. Every CSV Vault writes goes through here.
 */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return stringify(rows.map((row) => row.map(formulaSafe)));
}
