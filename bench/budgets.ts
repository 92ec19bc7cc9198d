/**
 * CPU budgets per request (the server process plus its PostgreSQL backends), the targets that
 * hold on any 2-core machine of the bench's kind: latency depends on how busy the host is, CPU per
 * request much less. A run whose load generator sent late does not count.
 */

/** Milliseconds of CPU per request; a scenario without one is informational. */
export const CPU_BUDGET_MS: Readonly<Record<string, number>> = {
  list: 1.5,
  search: 6,
  save: 3,
  detail: 1.5,
};

/** A run whose load generator sent its requests later than this (p99) measured the host. */
export const MAX_SEND_LAG_P99_MS = 5;

export function cpuBudget(scenario: string): number | null {
  return CPU_BUDGET_MS[scenario] ?? null;
}

/** Null without a budget or without a CPU figure. */
export function withinBudget(budgetMs: number | null, cpuMs: number | null): boolean | null {
  if (budgetMs === null || cpuMs === null) return null;
  return cpuMs <= budgetMs;
}

/** Whether a run's figures count: its send lag was measured and small. */
export function runCounts(sendLagP99: number | null): boolean {
  return sendLagP99 !== null && sendLagP99 <= MAX_SEND_LAG_P99_MS;
}
