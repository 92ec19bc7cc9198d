import { describe, expect, it } from 'vitest';
import { csvField, waitlistCsv } from './waitlist-csv.js';

describe('waitlist CSV', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvField('a"b@example.com')).toBe('"a""b@example.com"');
  });

  it.each(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx'])(
    'neutralises a cell a spreadsheet would run as a formula: %j',
    (value) => {
      expect(csvField(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    },
  );

  it('writes a header and one line per address', () => {
    const csv = waitlistCsv([
      { email: 'one@example.com', createdAt: new Date('2026-01-02T03:04:05.000Z') },
      { email: 'two@example.com', createdAt: new Date('2026-01-03T00:00:00.000Z') },
    ]);
    expect(csv).toBe(
      '"email","joined_at"\r\n' +
        '"one@example.com","2026-01-02T03:04:05.000Z"\r\n' +
        '"two@example.com","2026-01-03T00:00:00.000Z"\r\n',
    );
  });
});
