import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_TYPES,
  ISO_INSTANT_TYPES,
  isoTimestamptz,
  parseTimestamptz,
} from './timestamptz-parser.js';

const parseWithPg = pg.types.getTypeParser(1184, 'text') as (value: string) => unknown;

function same(value: string): void {
  const ours = parseTimestamptz(value);
  const theirs = parseWithPg(value);
  expect(ours instanceof Date ? ours.getTime() : ours, value).toEqual(
    theirs instanceof Date ? theirs.getTime() : theirs,
  );
}

describe('parseTimestamptz', () => {
  it('gives the instant pg gives for what PostgreSQL writes, any fraction and offset', () => {
    for (const value of [
      '2026-11-28 03:16:38+00',
      '2026-11-28 03:16:38.1+00',
      '2026-11-28 03:16:38.12+00',
      '2026-11-28 03:16:38.123+00',
      '2026-11-28 03:16:38.123456+00',
      '2026-11-28 03:16:38.999999+00',
      '2026-11-28 03:16:38.123456+05:30',
      '2026-11-28 03:16:38.123456-03',
      '1900-01-01 00:00:00-00:09:21',
      '2024-02-29 23:59:59.5+14',
      '9999-12-31 23:59:59.999999-12',
    ]) {
      same(value);
    }
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % below;
    };
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    for (let i = 0; i < 5000; i++) {
      const fraction =
        random(7) === 0 ? '' : '.' + pad(random(1_000_000), 6).slice(0, 1 + random(6));
      const offset = ['+00', '-03', '+05:30', '+01', '-09:30'][random(5)]!;
      same(
        `${1970 + random(80)}-${pad(1 + random(12))}-${pad(1 + random(28))} ${pad(random(24))}:${pad(random(60))}:${pad(random(60))}${fraction}${offset}`,
      );
    }
  });

  it('leaves anything else to pg: infinity, BC, early years, other styles', () => {
    for (const value of [
      'infinity',
      '-infinity',
      '0044-03-15 12:00:00+00 BC',
      '0099-01-01 00:00:00+00',
      '2026-11-28T03:16:38Z',
      '2026-11-28 03:16:38',
      '2026-11-28 03:16:38.+00',
    ]) {
      same(value);
    }
  });

  it('is what the pool uses for timestamptz, and pg parses the other types', () => {
    expect(DATABASE_TYPES.getTypeParser(1184, 'text')).toBe(parseTimestamptz);
    expect(DATABASE_TYPES.getTypeParser(1114, 'text')).toBe(pg.types.getTypeParser(1114));
    expect(DATABASE_TYPES.getTypeParser(23)).toBe(pg.types.getTypeParser(23));
  });
});

describe('isoTimestamptz', () => {
  const iso = (value: string) => (parseWithPg(value) as Date).toISOString();

  it('writes the instant as toISOString does, whatever the fraction, offset or style', () => {
    for (const value of [
      '2026-11-28 03:16:38+00',
      '2026-11-28 03:16:38.1+00',
      '2026-11-28 03:16:38.12+00',
      '2026-11-28 03:16:38.123+00',
      '2026-11-28 03:16:38.1234+00',
      '2026-11-28 03:16:38.999999+00',
      '2026-11-28 03:16:38.123+05:30',
      '2026-11-28 03:16:38.5-03',
      '2026-11-28 23:59:59.999+00:00:01',
      '0099-01-01 00:00:00.5+00',
    ]) {
      expect(isoTimestamptz(value), value).toBe(iso(value));
    }
    let seed = 11;
    const random = (below: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % below;
    };
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    for (let i = 0; i < 5000; i++) {
      const fraction = random(4) === 0 ? '' : '.' + pad(random(1000), 3).replace(/0+$/, '');
      const offset = random(4) === 0 ? '-09:30' : '+00';
      const value = `${1970 + random(80)}-${pad(1 + random(12))}-${pad(1 + random(28))} ${pad(random(24))}:${pad(random(60))}:${pad(random(60))}${fraction === '.' ? '' : fraction}${offset}`;
      expect(isoTimestamptz(value), value).toBe(iso(value));
    }
  });

  it('is what list queries use for timestamptz, and the pool’s parsers for the rest', () => {
    expect(ISO_INSTANT_TYPES.getTypeParser(1184, 'text')).toBe(isoTimestamptz);
    expect(ISO_INSTANT_TYPES.getTypeParser(1114, 'text')).toBe(pg.types.getTypeParser(1114));
    expect(ISO_INSTANT_TYPES.getTypeParser(23)).toBe(pg.types.getTypeParser(23));
  });
});
