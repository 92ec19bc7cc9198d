import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, formatUtcDay } from './english-dates';

/** Every hour of two years, at varied minutes and seconds, from a fixed start. */
function sampleMoments(): Date[] {
  const start = Date.UTC(2025, 0, 1, 0, 0, 0);
  return Array.from({ length: 2 * 366 * 24 }, (_, hour) => {
    const seconds = (hour * 7) % 60;
    const minutes = (hour * 13) % 60;
    return new Date(start + hour * 3_600_000 + minutes * 60_000 + seconds * 1000);
  });
}

describe('english dates', () => {
  const moments = sampleMoments();

  it('writes a UTC day as Intl does', () => {
    const day = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const moment of moments) expect(formatUtcDay(moment)).toBe(day.format(moment));
    expect(formatUtcDay(new Date('2026-03-15T23:30:00.000Z'))).toBe('Mar 15, 2026');
  });

  it("writes a local moment as toLocaleString('en-US') does", () => {
    // Intl may put a narrow no-break space before AM/PM; the words and numbers are what matter.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    for (const moment of moments) {
      expect(formatLocalDateTime(moment)).toBe(plain(moment.toLocaleString('en-US')));
    }
    expect(formatLocalDateTime(new Date(2026, 2, 5, 0, 4, 5))).toBe('3/5/2026, 12:04:05 AM');
    expect(formatLocalDateTime(new Date(2026, 11, 25, 13, 30, 0))).toBe('12/25/2026, 1:30:00 PM');
  });
});
