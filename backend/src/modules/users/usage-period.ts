/**
 * The monthly allowance period: it starts on the subscription day (the sign-up day for free) and
 * renews one month later, with no roll-over. Pure date arithmetic in UTC.
 */

/** The allowance renews one month after the period began; a day the month lacks becomes its last day. */
export function usageResetDate(periodStart: Date): Date {
  const next = new Date(periodStart);
  const day = next.getUTCDate();
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * `usageResetDate` of a timestamptz column, in SQL: PostgreSQL adds a month to a UTC timestamp the
 * same way (same time of day; a day the month lacks becomes its last day).
 */
export function usageResetDateSql(column: string): string {
  return `((${column} AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC'`;
}

/** The start of the allowance period that contains `now`, stepping whole months from `start`. */
export function currentPeriodStart(start: Date, now: Date): Date {
  let period = start;
  for (let next = usageResetDate(period); next <= now; next = usageResetDate(period)) period = next;
  return period;
}

export interface CurrentUsage {
  /** Saves counted in the period containing `now`: 0 once the stored period has ended. */
  count: number;
  periodStart: Date;
  resetsAt: Date;
}

/**
 * The usage a person sees now. The stored count belongs to the stored period, which the next save
 * renews; until then a period that has ended already reads as a fresh one.
 */
export function currentUsage(
  stored: { usageCount: number; usagePeriodStart: Date },
  now: Date = new Date(),
): CurrentUsage {
  const periodStart = currentPeriodStart(stored.usagePeriodStart, now);
  const renewed = periodStart.getTime() !== stored.usagePeriodStart.getTime();
  return {
    count: renewed ? 0 : stored.usageCount,
    periodStart,
    resetsAt: usageResetDate(periodStart),
  };
}
