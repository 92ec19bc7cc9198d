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

  it('accepts a Date and gives an empty text for an unreadable one', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 7200_000), now)).toBe('2 hours ago');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
