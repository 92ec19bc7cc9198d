import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { currentPeriodStart, usageResetDateSql } from './usage-period.js';
import { UserEntity } from './user.entity.js';

/** The allowance columns of an account, as read under a lock. */
export type AccountUsage = Pick<UserEntity, 'usageCount' | 'usageLimit' | 'usagePeriodStart'>;

/** SQL placeholders (`$n`) of `allowanceUnitSql`'s values. */
export interface AllowanceUnitPlaceholders {
  userId: string;
  /** The instant of the charge (timestamptz). */
  now: string;
  /** Items the charge adds to the library size. */
  addedItems: string;
}

/** The plan columns another module may set (plans: a plan change or an admin's upgrade). */
export type PlanState = Partial<
  Pick<
    UserEntity,
    | 'subscriptionPlan'
    | 'subscriptionStatus'
    | 'usageLimit'
    | 'usageCount'
    | 'usagePeriodStart'
    | 'stripeSubscriptionId'
    | 'stripeCustomerId'
  >
>;

/**
 * The counters and locks of the `users` row that other modules' transactions need: the monthly
 * allowance, the credit balance, the library size and the row lock. Every method runs on the
 * caller's EntityManager, so it joins the caller's transaction and holds its locks until the
 * caller commits; the users module stays the only one to write its table.
 */
@Injectable()
export class AccountLedgerService {
  /**
   * Takes one unit of this period's allowance in one statement, only if one is left and the stored
   * period has not ended. PostgreSQL re-evaluates the WHERE on the newest row version once it
   * holds the row lock, so concurrent saves cannot overspend, and the lock is held from this
   * statement to the commit instead of from a SELECT … FOR UPDATE through the rest of the save.
   * When the period has ended, the first save of the new one renews it. False when no allowance
   * is left or another save renewed the period meanwhile. `addedItems` moves the library size in
   * the same statement (a save's new item): one row version and round trip instead of two.
   */
  async takeAllowanceUnit(
    manager: EntityManager,
    userId: number,
    now: Date,
    addedItems = 0,
  ): Promise<boolean> {
    // UPDATE … RETURNING answers [rows, affected count] through TypeORM's PostgreSQL driver.
    const [, taken]: [unknown[], number] = await manager.query(
      this.allowanceUnitSql({ userId: '$1', now: '$2', addedItems: '$3' }),
      [userId, now, addedItems],
    );
    if (taken === 1) return true;
    const rows: { usage_period_start: Date }[] = await manager.query(
      `SELECT usage_period_start FROM users WHERE id = $1`,
      [userId],
    );
    const stored = rows[0]?.usage_period_start;
    if (!stored) return false;
    const periodStart = currentPeriodStart(stored, now);
    if (periodStart.getTime() === stored.getTime()) return false;
    const [, renewed]: [unknown[], number] = await manager.query(
      `UPDATE users SET usage_count = 1, usage_period_start = $2,
                        content_count = content_count + $3, updated_at = CURRENT_TIMESTAMP
        WHERE id = $1 AND usage_period_start < $2 AND usage_limit > 0 RETURNING id`,
      [userId, periodStart, addedItems],
    );
    return renewed === 1;
  }

  /**
   * `takeAllowanceUnit`'s statement (`UPDATE … RETURNING id`, no row when nothing is taken) with the
   * caller's placeholders, for a caller that charges inside the statement that writes what it pays
   * for (a data-modifying WITH query), and with `onlyIf`, a further SQL condition. It neither
   * renews an ended period nor spends credits: no row sends the caller to `takeAllowanceUnit`.
   */
  allowanceUnitSql(placeholders: AllowanceUnitPlaceholders, onlyIf = 'TRUE'): string {
    const { userId, now, addedItems } = placeholders;
    return `UPDATE users SET usage_count = usage_count + 1, content_count = content_count + ${addedItems},
                             updated_at = CURRENT_TIMESTAMP
             WHERE id = ${userId} AND usage_count < usage_limit
               AND ${usageResetDateSql('usage_period_start')} > ${now} AND (${onlyIf})
             RETURNING id`;
  }

  /**
   * Gives back what `allowanceUnitSql` took for one new item that was not kept: the unit (unless
   * the period it was taken in has ended) and the item in the library size.
   */
  async returnNewItemUnit(manager: EntityManager, userId: number, chargedAt: Date): Promise<void> {
    await manager.query(
      `UPDATE users SET usage_count = CASE WHEN usage_period_start <= $2
                                           THEN GREATEST(usage_count - 1, 0) ELSE usage_count END,
                        content_count = GREATEST(content_count - 1, 0)
        WHERE id = $1`,
      [userId, chargedAt],
    );
  }

  /**
   * The allowance, the row locked FOR NO KEY UPDATE: not FOR UPDATE, because a caller's insert
   * holds a key-share lock on this row (its foreign key), and two saves each holding one while
   * asking FOR UPDATE would deadlock. Null when the account is gone.
   */
  async lockUsage(manager: EntityManager, userId: number): Promise<AccountUsage | null> {
    const user = await manager.findOne(UserEntity, {
      where: { id: userId },
      lock: { mode: 'for_no_key_update' },
    });
    return user
      ? {
          usageCount: user.usageCount,
          usageLimit: user.usageLimit,
          usagePeriodStart: user.usagePeriodStart,
        }
      : null;
  }

  async setUsage(
    manager: EntityManager,
    userId: number,
    usage: Pick<AccountUsage, 'usageCount' | 'usagePeriodStart'>,
  ): Promise<void> {
    await manager.update(UserEntity, { id: userId }, usage);
  }

  /** Gives back an allowance unit taken at `chargedAt`; one of a past period is not restored. */
  async returnAllowanceUnit(
    manager: EntityManager,
    userId: number,
    chargedAt: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE users SET usage_count = GREATEST(usage_count - 1, 0)
       WHERE id = $1 AND usage_period_start <= $2`,
      [userId, chargedAt],
    );
  }

  /** Adds `amount` (negative to spend) unless the balance would go below zero; the new balance, or null. */
  async addToCreditsBalance(
    manager: EntityManager,
    userId: number,
    amount: number,
  ): Promise<number | null> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affectedCount].
    const [rows]: [{ credits_balance: number }[], number] = await manager.query(
      `UPDATE users SET credits_balance = credits_balance + $2
       WHERE id = $1 AND credits_balance + $2 >= 0
       RETURNING credits_balance`,
      [userId, amount],
    );
    return rows[0]?.credits_balance ?? null;
  }

  /** The credit balance, the row locked FOR UPDATE; null when the account is gone. */
  async lockCreditsBalance(manager: EntityManager, userId: number): Promise<number | null> {
    const [user] = await manager.query<{ credits_balance: number }[]>(
      'SELECT credits_balance FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    return user ? user.credits_balance : null;
  }

  creditsBalance(manager: EntityManager, userId: number): Promise<number> {
    return manager
      .findOne(UserEntity, { where: { id: userId }, select: { creditsBalance: true } })
      .then((user) => user?.creditsBalance ?? 0);
  }

  /**
   * Locks the account row FOR UPDATE, serialising the caller's per-account checks (a cap on
   * boards, a purchase credited once) with every other transaction that locks it. False when the
   * account is gone.
   */
  async lockAccount(manager: EntityManager, userId: number): Promise<boolean> {
    const [locked] = await manager.query<{ id: number }[]>(
      'SELECT id FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    return Boolean(locked);
  }

  /** The whole account row locked FOR UPDATE (pessimistic write), for a plan change. */
  lockAccountRow(manager: EntityManager, userId: number): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, {
      where: { id: userId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async setPlanState(manager: EntityManager, userId: number, state: PlanState): Promise<void> {
    await manager.update(UserEntity, { id: userId }, state);
  }

  /** Moves the stored library size by `delta` (items saved or deleted), never below zero. */
  async addToContentCount(manager: EntityManager, userId: number, delta: number): Promise<void> {
    await manager.query(
      `UPDATE users SET content_count = GREATEST(content_count + $2, 0) WHERE id = $1`,
      [userId, delta],
    );
  }

  /** The stored library size (the count the ledger keeps, not a count of rows). */
  async contentCount(manager: EntityManager, userId: number): Promise<number> {
    const [row] = await manager.query<{ content_count: number }[]>(
      'SELECT content_count FROM users WHERE id = $1',
      [userId],
    );
    return row?.content_count ?? 0;
  }
}
