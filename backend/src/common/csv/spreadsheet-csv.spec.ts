import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvRows, formulaSafe } from './spreadsheet-csv.js';

describe('spreadsheet CSV', () => {
  it('neutralises every cell a spreadsheet would run', () => {
    for (const cell of ['=1+1', '+SUM(A1)', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(formulaSafe(cell)).toBe(`'${cell}`);
    expect(formulaSafe('Plain title')).toBe('Plain title');
  });

  it('writes one line per row, quoting only where needed, and reads back as written', () => {
    const rows = [
      ['email', 'joined_at'],
      ['a"b@example.com', '2026-01-02T03:04:05.000Z'],
      ['=HYPERLINK("x")', 'line\nbreak, comma'],
    ];
    const csv = csvRows(rows);
    expect(csv.split('\n')[0]).toBe('email,joined_at');
    expect(parse(csv)).toEqual([
      ['email', 'joined_at'],
      ['a"b@example.com', '2026-01-02T03:04:05.000Z'],
      [`'=HYPERLINK("x")`, 'line\nbreak, comma'],
    ]);
  });
});
