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
 * A formula someone planted in an import file (`=HYPERLINK(...)`, `@SUM(...)`, `+cmd|...`): the
 * row is refused rather than stored. Ordinary text that merely starts with "-" or "@" is kept.
 */
export function looksLikeFormula(value: string): boolean {
  const text = value.trimStart();
  if (text.startsWith('=')) return true;
  // +SUM(…), @HYPERLINK(…), -cmd(…): a function name right before its parenthesis.
  if (/^[+\-@]\s*[A-Za-z_][\w.]*\(/.test(text)) return true;
  // Dynamic Data Exchange: +cmd|' /C calc'!A0
  return /^[+\-@]/.test(text) && /\|/.test(text) && /cmd|powershell|mshta/i.test(text);
}
