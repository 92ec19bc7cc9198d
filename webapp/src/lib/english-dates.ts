/**
 * Dates as the app shows them in English whatever the browser's language, through
 * `Intl.DateTimeFormat` for 'en-US'. Each formatter is made on first use and kept.
 */

let utcDay: Intl.DateTimeFormat | undefined;
let localDateTime: Intl.DateTimeFormat | undefined;

/** The day in UTC, as 'Mar 15, 2026'. */
export function formatUtcDay(moment: Date): string {
  utcDay ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return utcDay.format(moment);
}

/** The moment in the browser's time zone, as `toLocaleString('en-US')`: '3/5/2026, 1:04:05 PM'. */
export function formatLocalDateTime(moment: Date): string {
  localDateTime ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
  return localDateTime.format(moment);
}
