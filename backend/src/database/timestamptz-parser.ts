import pg from 'pg';

const TIMESTAMPTZ_OID = 1184;

const parseAnyTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (
  value: string,
) => Date | number | null;

/** The digit at `index`, or -1. */
function digitAt(value: string, index: number): number {
  const code = value.charCodeAt(index) - 48;
  return code >= 0 && code <= 9 ? code : -1;
}

/** The number written by the `count` digits at `index`, or -1 when one is not a digit. */
function numberAt(value: string, index: number, count: number): number {
  let number = 0;
  for (let i = index; i < index + count; i++) {
    const digit = digitAt(value, i);
    if (digit < 0) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * A `timestamptz` as PostgreSQL writes it in its default ISO style
 * (`2026-11-28 03:16:38.123456+00`, the offset `±HH[:MM[:SS]]`), the same instant pg's own parser
 * gives, read without its four regular expressions: a page of 50 items carries 150 of them, and
 * parsing them was a twentieth of a list request's CPU. Anything else (other years, BC, infinity,
 * another DateStyle) goes to pg's parser.
 */
export function parseTimestamptz(value: string): Date | number | null {
  const year = numberAt(value, 0, 4);
  const month = numberAt(value, 5, 2);
  const day = numberAt(value, 8, 2);
  const hour = numberAt(value, 11, 2);
  const minute = numberAt(value, 14, 2);
  const second = numberAt(value, 17, 2);
  if (
    year < 1000 ||
    month < 0 ||
    day < 0 ||
    hour < 0 ||
    minute < 0 ||
    second < 0 ||
    value[4] !== '-' ||
    value[7] !== '-' ||
    value[10] !== ' ' ||
    value[13] !== ':' ||
    value[16] !== ':'
  ) {
    return parseAnyTimestamptz(value);
  }
  let index = 19;
  let milliseconds = 0;
  if (value[index] === '.') {
    let end = index + 1;
    while (digitAt(value, end) >= 0) end++;
    if (end === index + 1) return parseAnyTimestamptz(value);
    // As pg's parser computes it, so both give the same instant to the millisecond.
    milliseconds = 1000 * parseFloat(value.slice(index, end));
    index = end;
  }
  const sign = value[index] === '+' ? 1 : value[index] === '-' ? -1 : 0;
  if (sign === 0) return parseAnyTimestamptz(value);
  const parts = [numberAt(value, index + 1, 2), 0, 0];
  index += 3;
  for (let part = 1; part < 3 && value[index] === ':'; part++) {
    parts[part] = numberAt(value, index + 1, 2);
    index += 3;
  }
  if (index !== value.length || parts.some((part) => part < 0)) return parseAnyTimestamptz(value);
  const offsetMs = sign * (parts[0]! * 3600 + parts[1]! * 60 + parts[2]!) * 1000;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - offsetMs);
}

/** Digits of a fraction PostgreSQL writes after the seconds, without trailing zeros. */
const MILLISECONDS = /^\.(\d{1,3})\+00$/;

/**
 * A `timestamptz` as `Date.prototype.toISOString` writes the instant, for answers that only show
 * it: in UTC (PostgreSQL's `TimeZone` of the bench and of the embedded server) with at most
 * milliseconds, the text is rearranged without making a `Date`; anything else goes through
 * `parseTimestamptz`.
 */
export function isoTimestamptz(value: string): string {
  if (value.length >= 22 && value[10] === ' ' && value.endsWith('+00')) {
    const year = numberAt(value, 0, 4);
    if (year >= 1000 && value[19] === '+' && value.length === 22) {
      return `${value.slice(0, 10)}T${value.slice(11, 19)}.000Z`;
    }
    const fraction = MILLISECONDS.exec(value.slice(19));
    if (year >= 1000 && fraction) {
      return `${value.slice(0, 10)}T${value.slice(11, 19)}.${fraction[1]!.padEnd(3, '0')}Z`;
    }
  }
  const parsed = parseTimestamptz(value);
  return parsed instanceof Date ? parsed.toISOString() : String(parsed);
}

/** pg's type parsers, with `parseTimestamptz` for `timestamptz` (a pool's `types` option). */
export const DATABASE_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): unknown {
    if (oid === TIMESTAMPTZ_OID && format !== 'binary') return parseTimestamptz;
    return format === 'binary'
      ? pg.types.getTypeParser(oid, 'binary')
      : pg.types.getTypeParser(oid);
  },
};

/** `DATABASE_TYPES`, but `timestamptz` read as `isoTimestamptz` strings (a query's `types`). */
export const ISO_INSTANT_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): unknown {
    if (oid === TIMESTAMPTZ_OID && format !== 'binary') return isoTimestamptz;
    return DATABASE_TYPES.getTypeParser(oid, format);
  },
};
