import { describe, expect, it } from 'vitest';
import { parseSourceDate } from './dates.js';

describe('parseSourceDate', () => {
  it('reads Unix seconds, milliseconds and ISO-like text', () => {
    expect(parseSourceDate('1700000000')?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(parseSourceDate(1700000000000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(parseSourceDate('2023-05-01 10:00:00+00:00')?.toISOString()).toBe(
      '2023-05-01T10:00:00.000Z',
    );
  });

  it('ignores broken and implausible dates', () => {
    expect(parseSourceDate('yesterday')).toBeNull();
    expect(parseSourceDate('0')).toBeNull();
    expect(parseSourceDate(String(Math.floor(Date.now() / 1000) + 10 * 86400))).toBeNull();
    expect(parseSourceDate(null)).toBeNull();
  });
});
