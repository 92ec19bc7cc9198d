import {
  type AdminPlatforms,
  type CreditTransaction,
  type CreditTransactionType,
  EXTRACTION_STATUSES,
  type ExtractionStatus,
  PLATFORMS,
  type Platform,
} from '@vault/contracts';

/** Share of users on an active paid plan, as a percentage with one decimal (0 with no users). */
export function conversionRate(paidUsers: number, totalUsers: number): number {
  if (totalUsers <= 0) return 0;
  return Math.round((paidUsers / totalUsers) * 1000) / 10;
}

/** The ISO day (UTC) `days - 1` days before `now`, at midnight: the start of a `days`-day window. */
export function windowStart(now: Date, days: number): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start;
}

export interface CreditTransactionRow {
  id: number;
  transaction_type: CreditTransactionType;
  description: string;
  credit_amount: number;
  balance_after: number;
  created_at: Date;
  username: string;
  admin_username: string | null;
  stripe_payment_id: string | null;
}

export function toCreditTransaction(row: CreditTransactionRow): CreditTransaction {
  return {
    id: row.id,
    transactionType: row.transaction_type,
    description: row.description,
    creditAmount: row.credit_amount,
    balanceAfter: row.balance_after,
    createdAt: row.created_at.toISOString(),
    user: { username: row.username },
    adminUser: row.admin_username === null ? null : { username: row.admin_username },
    stripePaymentId: row.stripe_payment_id,
  };
}

/** Count per platform; unknown platform values are left out. */
export function toPlatformCounts(rows: { platform: string; count: number }[]): AdminPlatforms {
  const counts: AdminPlatforms = {};
  for (const row of rows) {
    if ((PLATFORMS as readonly string[]).includes(row.platform)) {
      counts[row.platform as Platform] = row.count;
    }
  }
  return counts;
}

/** Count per extraction status, every status present (0 when none). */
export function toStatusCounts(
  rows: { status: string; count: number }[],
): Record<ExtractionStatus, number> {
  const counts = Object.fromEntries(EXTRACTION_STATUSES.map((status) => [status, 0])) as Record<
    ExtractionStatus,
    number
  >;
  for (const row of rows) {
    if ((EXTRACTION_STATUSES as readonly string[]).includes(row.status)) {
      counts[row.status as ExtractionStatus] = row.count;
    }
  }
  return counts;
}

/** Escapes `%`, `_` and `\` so a search term matches literally inside ILIKE. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
