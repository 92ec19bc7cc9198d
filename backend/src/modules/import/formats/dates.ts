/** Dates as export files write them: Unix seconds or milliseconds (numbers or digits), or ISO-like text. */
export function parseSourceDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,13}$/.test(value.trim()))) {
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0) return null;
    // Before 2001-09 in milliseconds is implausible for a saved link: ten digits or fewer are seconds.
    const date = new Date(number < 1e11 ? number * 1000 : number);
    return plausible(date);
  }
  // Other bare numbers ("0", "2024") are not dates, whatever `new Date` makes of them.
  if (typeof value !== 'string' || /^\s*\d*\s*$/.test(value)) return null;
  const date = new Date(value.trim().replace(/^(\d{4}-\d\d-\d\d) (\d)/, '$1T$2'));
  return plausible(date);
}

/** Dates from 1990 to a day from now; anything else is a broken field, not a place in time. */
function plausible(date: Date): Date | null {
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  if (time < Date.UTC(1990, 0, 1) || time > Date.now() + 24 * 3600 * 1000) return null;
  return date;
}
