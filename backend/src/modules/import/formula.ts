/**
 * A formula someone planted in an import file (`=HYPERLINK(...)`, `@SUM(...)`, `+cmd|...`): the
 * row is refused rather than stored. Ordinary text that merely starts with "-" or "@" is kept.
 * (Cells Vault writes are made safe by `common/csv/spreadsheet-csv.ts`.)
 */
export function looksLikeFormula(value: string): boolean {
  const text = value.trimStart();
  if (text.startsWith('=')) return true;
  // +SUM(…), @HYPERLINK(…), -cmd(…): a function name right before its parenthesis.
  if (/^[+\-@]\s*[A-Za-z_][\w.]*\(/.test(text)) return true;
  // Dynamic Data Exchange: +cmd|' /C calc'!A0
  return /^[+\-@]/.test(text) && /\|/.test(text) && /cmd|powershell|mshta/i.test(text);
}
