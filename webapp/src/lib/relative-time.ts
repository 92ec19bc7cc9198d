const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Largest unit first: the first one the elapsed time reaches is the one shown. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** Made on first use and kept: making a formatter is the costly part. */
let english: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago a moment was, in English: 'just now', '2 minutes ago', '3 days ago'. A moment in
 * the future (a clock a little ahead of the server's) also reads 'just now'.
 */
export function formatRelativeTime(moment: string | Date, now: Date = new Date()): string {
  const time = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(time.getTime())) return '';
  const seconds = Math.floor((now.getTime() - time.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) {
      // In English whatever the browser's language (spec 9).
      english ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
      return english.format(-Math.floor(seconds / size), unit);
    }
  }
  return 'just now';
}
