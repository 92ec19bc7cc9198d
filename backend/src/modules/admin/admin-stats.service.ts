import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminContentOverview,
  AdminPlatforms,
  AdminStats,
  AdminUsage,
  AdminUserEntry,
  CreditTransaction,
  ExtractionStatus,
  Platform,
} from '@vault/contracts';
import { LIMITS } from '@vault/contracts';
import { DataSource } from 'typeorm';
import { toUserResponse, type UserEntity, UsersService } from '../users/index.js';
import {
  conversionRate,
  type CreditTransactionRow,
  likePattern,
  toCreditTransaction,
  toPlatformCounts,
  toStatusCounts,
  windowStart,
} from './admin-mappers.js';

/** Days covered by "active users" and the daily usage list. */
export const ADMIN_WINDOW_DAYS = 30;
const RECENT_CONTENT = 20;

export interface Page {
  limit?: number;
  offset?: number;
}

export function toAdminUserEntry(user: UserEntity): AdminUserEntry {
  return { ...toUserResponse(user), contentCount: user.contentCount };
}

/** Read-only analytics for administrators; every figure is one set-based query, never a loop over users. */
@Injectable()
export class AdminStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: UsersService,
  ) {}

  async stats(now = new Date()): Promise<AdminStats> {
    const since = new Date(now.getTime() - ADMIN_WINDOW_DAYS * 24 * 60 * 60 * 1000);
    const [row] = await this.dataSource.query<
      { total_users: number; total_extractions: number; paid_users: number; active_users: number }[]
    >(
      `SELECT
         (SELECT COUNT(*)::int FROM users) AS total_users,
         (SELECT COALESCE(SUM(content_count), 0)::int FROM users) AS total_extractions,
         (SELECT COUNT(*)::int FROM users
           WHERE lower(subscription_plan) IN ('pro', 'premium')
             AND lower(subscription_status) = 'active') AS paid_users,
         (SELECT COUNT(DISTINCT user_id)::int FROM content_items WHERE created_at >= $1) AS active_users`,
      [since],
    );
    const totals = row ?? { total_users: 0, total_extractions: 0, paid_users: 0, active_users: 0 };
    return {
      totalUsers: totals.total_users,
      totalExtractions: totals.total_extractions,
      activeUsers: totals.active_users,
      conversionRate: conversionRate(totals.paid_users, totals.total_users),
    };
  }

  /** Newest accounts first; `search` matches username or e-mail anywhere, case-insensitively. */
  async users(
    query: Page & { search?: string },
  ): Promise<{ users: AdminUserEntry[]; total: number }> {
    const [users, total] = await this.accounts.page({
      limit: query.limit ?? LIMITS.pageSize,
      offset: query.offset ?? 0,
      likePattern: query.search ? likePattern(query.search) : undefined,
    });
    return { users: users.map(toAdminUserEntry), total };
  }

  /** Per UTC day of the last 30: saves (`extraction`) and credit ledger rows by type; newest day first. */
  async usage(now = new Date()): Promise<AdminUsage> {
    const rows = await this.dataSource.query<{ date: string; action: string; count: number }[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, action, count FROM (
         SELECT date_trunc('day', created_at AT TIME ZONE 'UTC') AS day, 'extraction' AS action, COUNT(*)::int AS count
           FROM content_items WHERE created_at >= $1 GROUP BY 1
         UNION ALL
         SELECT date_trunc('day', created_at AT TIME ZONE 'UTC'), transaction_type, COUNT(*)::int
           FROM credit_transactions WHERE created_at >= $1 GROUP BY 1, 2
       ) daily
       ORDER BY day DESC, action ASC`,
      [windowStart(now, ADMIN_WINDOW_DAYS)],
    );
    return { dailyUsage: rows };
  }

  async platforms(): Promise<AdminPlatforms> {
    const rows = await this.dataSource.query<{ platform: string; count: number }[]>(
      'SELECT platform, COUNT(*)::int AS count FROM content_items GROUP BY platform',
    );
    return toPlatformCounts(rows);
  }

  async content(): Promise<AdminContentOverview> {
    const [recent, statuses] = await Promise.all([
      this.dataSource.query<
        {
          id: number;
          title: string | null;
          url: string;
          platform: Platform;
          extraction_status: ExtractionStatus;
          extraction_error: string | null;
          created_at: Date;
          username: string;
        }[]
      >(
        `SELECT c.id, c.title, c.url, c.platform, c.extraction_status, c.extraction_error, c.created_at, u.username
           FROM content_items c JOIN users u ON u.id = c.user_id
          ORDER BY c.created_at DESC, c.id DESC
          LIMIT $1`,
        [RECENT_CONTENT],
      ),
      this.dataSource.query<{ status: string; count: number }[]>(
        'SELECT extraction_status AS status, COUNT(*)::int AS count FROM content_items GROUP BY 1',
      ),
    ]);
    return {
      recent: recent.map((row) => ({
        id: row.id,
        title: row.title,
        url: row.url,
        platform: row.platform,
        extractionStatus: row.extraction_status,
        extractionError: row.extraction_error,
        createdAt: row.created_at.toISOString(),
        user: { username: row.username },
      })),
      statusCounts: toStatusCounts(statuses),
    };
  }

  /** Every credit ledger row, newest first, with the user's and the acting admin's usernames. */
  async creditTransactions(page: Page): Promise<CreditTransaction[]> {
    const rows = await this.dataSource.query<CreditTransactionRow[]>(
      `SELECT t.id, t.transaction_type, t.description, t.credit_amount, t.balance_after, t.created_at,
              t.stripe_payment_id, u.username, a.username AS admin_username
         FROM credit_transactions t
         JOIN users u ON u.id = t.user_id
         LEFT JOIN users a ON a.id = t.admin_user_id
        ORDER BY t.created_at DESC, t.id DESC
        LIMIT $1 OFFSET $2`,
      [page.limit ?? LIMITS.pageSize, page.offset ?? 0],
    );
    return rows.map(toCreditTransaction);
  }
}
