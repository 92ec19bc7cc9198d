import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, formatUtcDay } from './english-dates';

// Intl may put a narrow no-break space before AM/PM; the words and numbers are what matter.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('english dates', () => {
  it('writes the day in UTC', () => {
    expect(formatUtcDay(new Date('2026-03-15T23:30:00.000Z'))).toBe('Mar 15, 2026');
    expect(formatUtcDay(new Date('2026-01-01T00:30:00.000Z'))).toBe('Jan 1, 2026');
  });

  it("writes a local moment as toLocaleString('en-US') does", () => {
    const moment = new Date(2026, 2, 5, 0, 4, 5);
    expect(plain(formatLocalDateTime(moment))).toBe('3/5/2026, 12:04:05 AM');
    expect(plain(formatLocalDateTime(new Date(2026, 11, 25, 13, 30, 0)))).toBe(
      '12/25/2026, 1:30:00 PM',
    );
    expect(formatLocalDateTime(moment)).toBe(moment.toLocaleString('en-US'));
  });
});
