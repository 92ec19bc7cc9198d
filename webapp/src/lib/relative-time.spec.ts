import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says just now for the last minute and for moments slightly in the future', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('just now');
    expect(formatRelativeTime(ago(59), now)).toBe('just now');
    expect(formatRelativeTime(ago(-30), now)).toBe('just now');
  });

  it('uses the largest whole unit, in English', () => {
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(150), now)).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600 + 59), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(86_400), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(8 * 86_400), now)).toBe('1 week ago');
    expect(formatRelativeTime(ago(45 * 86_400), now)).toBe('1 month ago');
    expect(formatRelativeTime(ago(800 * 86_400), now)).toBe('2 years ago');
  });

  it('reads as Intl.RelativeTimeFormat writes it in English', () => {
    const english = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    const units = { minute: 60, hour: 3600, day: 86_400, week: 7 * 86_400 } as const;
    for (const [unit, size] of Object.entries(units)) {
      for (const count of [1, 2, 3]) {
        expect(formatRelativeTime(ago(count * size), now)).toBe(
          english.format(-count, unit as keyof typeof units),
        );
      }
    }
    for (const years of [1, 3, 1_500]) {
      expect(formatRelativeTime(ago(years * 365 * 86_400), now)).toBe(
        english.format(-years, 'year'),
      );
    }
  });

  it('accepts a Date and gives an empty text for an unreadable one', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 7200_000), now)).toBe('2 hours ago');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
