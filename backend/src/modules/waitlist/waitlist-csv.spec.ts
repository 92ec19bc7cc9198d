import { describe, expect, it } from 'vitest';
import { waitlistCsv } from './waitlist-csv.js';

describe('waitlist CSV', () => {
  it('writes a header and one line per address', () => {
    const csv = waitlistCsv([
      { email: 'one@example.com', createdAt: new Date('2026-01-02T03:04:05.000Z') },
      { email: 'two@example.com', createdAt: new Date('2026-01-03T00:00:00.000Z') },
    ]);
    expect(csv).toBe(
      'email,joined_at\n' +
        'one@example.com,2026-01-02T03:04:05.000Z\n' +
        'two@example.com,2026-01-03T00:00:00.000Z\n',
    );
  });

  it.each(['=HYPERLINK("x")@example.com', '+1@example.com', '@SUM(A1)'])(
    'neutralises an address a spreadsheet would run as a formula: %j',
    (email) => {
      const csv = waitlistCsv([{ email, createdAt: new Date('2026-01-02T00:00:00.000Z') }]);
      expect(csv.split('\n')[1]!.replace(/^"/, '')).toMatch(/^'/);
    },
  );
});
