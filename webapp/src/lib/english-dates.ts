/**
 * Dates as the app shows them in English, written out rather than taken from `Intl` for the same
 * reason as the numbers (`english-numbers.ts` in @vault/contracts): the first `Intl` object of a
 * page costs a throttled phone 45-65 ms before the first paint. Each matches what `Intl` gives for
 * 'en-US' (english-dates.spec.ts compares them).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day in UTC, as 'Mar 15, 2026'. */
export function formatUtcDay(moment: Date): string {
  return `${MONTHS[moment.getUTCMonth()]} ${moment.getUTCDate()}, ${moment.getUTCFullYear()}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The moment in the browser's time zone, as `toLocaleString('en-US')`: '3/5/2026, 1:04:05 PM'. */
export function formatLocalDateTime(moment: Date): string {
  const hours = moment.getHours();
  const clock = `${hours % 12 || 12}:${twoDigits(moment.getMinutes())}:${twoDigits(moment.getSeconds())}`;
  const day = `${moment.getMonth() + 1}/${moment.getDate()}/${moment.getFullYear()}`;
  return `${day}, ${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}
