const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How soon a moment comes, in English: 'in 5 minutes', 'in 2 hours', 'soon' (now or past). */
export function formatUntil(moment: string, now: Date = new Date()): string {
  const ms = new Date(moment).getTime() - now.getTime();
  if (Number.isNaN(ms) || ms < MINUTE_MS) return 'soon';
  const [size, unit] =
    ms >= DAY_MS ? [DAY_MS, 'day'] : ms >= HOUR_MS ? [HOUR_MS, 'hour'] : [MINUTE_MS, 'minute'];
  const count = Math.round(ms / size);
  return `in ${count} ${unit}${count === 1 ? '' : 's'}`;
}
