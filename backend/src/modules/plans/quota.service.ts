import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { LIMIT_REACHED_CODE } from '@vault/contracts';
import type { EntityManager } from 'typeorm';
import { CreditsService } from '../credits/credits.service.js';
import { currentPeriodStart, usageResetDateSql } from '../users/usage-period.js';
import { UserEntity } from '../users/user.entity.js';

/** What paid for a save, so a failed extraction can give exactly that back. */
export type Charge = 'allowance' | 'credit';

@Injectable()
export class QuotaService {
  constructor(private readonly credits: CreditsService) {}

  /**
   * Takes one unit for a save inside the caller's transaction, the user row locked so concurrent
   * saves at the limit never overspend: the monthly allowance first (renewed on the period day,
   * no roll-over), then credits. Over the limit: 402 saying how to get more.
   */
  async consume(manager: EntityManager, userId: number): Promise<Charge> {
    if (await this.consumeAllowance(manager, userId)) return 'allowance';
    return this.consumeLocked(manager, userId);
  }

  /**
   * The common case in one statement: a unit of this period's allowance, taken only if one is
   * left and the stored period has not ended. PostgreSQL re-evaluates the WHERE on the newest row
   * version once it holds the row lock, so concurrent saves cannot overspend, and the lock is held
   * from this statement to the commit instead of from a SELECT … FOR UPDATE through the rest of the
   * save. When the period has ended, the first save of the new one renews it. False when no
   * allowance is left or another save renewed the period meanwhile: the locked path decides then.
   */
  private async consumeAllowance(manager: EntityManager, userId: number): Promise<boolean> {
    const now = new Date();
    // UPDATE … RETURNING answers [rows, affected count] through TypeORM's PostgreSQL driver.
    const [, taken]: [unknown[], number] = await manager.query(
      `UPDATE users SET usage_count = usage_count + 1, updated_at = CURRENT_TIMESTAMP
        WHERE id = $1 AND usage_count < usage_limit AND ${usageResetDateSql('usage_period_start')} > $2
        RETURNING id`,
      [userId, now],
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
      `UPDATE users SET usage_count = 1, usage_period_start = $2, updated_at = CURRENT_TIMESTAMP
        WHERE id = $1 AND usage_period_start < $2 AND usage_limit > 0 RETURNING id`,
      [userId, periodStart],
    );
    return renewed === 1;
  }

  private async consumeLocked(manager: EntityManager, userId: number): Promise<Charge> {
    const user = await manager.findOne(UserEntity, {
      where: { id: userId },
      // Not FOR UPDATE: the caller's insert holds a key-share lock on this row (its foreign key),
      // and two saves each holding one while asking FOR UPDATE would deadlock.
      lock: { mode: 'for_no_key_update' },
    });
    if (!user) throw new HttpException('Account not found', HttpStatus.UNAUTHORIZED);
    const now = new Date();
    const periodStart = currentPeriodStart(user.usagePeriodStart, now);
    const renewed = periodStart.getTime() !== user.usagePeriodStart.getTime();
    const usageCount = renewed ? 0 : user.usageCount;
    if (usageCount < user.usageLimit) {
      await manager.update(
        UserEntity,
        { id: userId },
        { usageCount: usageCount + 1, usagePeriodStart: periodStart },
      );
      return 'allowance';
    }
    if (renewed) {
      await manager.update(
        UserEntity,
        { id: userId },
        { usageCount, usagePeriodStart: periodStart },
      );
    }
    const balance = await this.credits.apply(manager, {
      userId,
      amount: -1,
      type: 'usage',
      description: 'Extraction',
    });
    if (balance !== null) return 'credit';
    throw new HttpException(
      {
        message: `You have used all ${user.usageLimit} saves of this month. Upgrade your plan or buy a top-up of extra saves to keep saving.`,
        code: LIMIT_REACHED_CODE,
      },
      HttpStatus.PAYMENT_REQUIRED,
    );
  }

  /** Gives back a unit taken by `consume` (a failed extraction); an allowance of a past month is not restored. */
  async refund(
    manager: EntityManager,
    userId: number,
    charge: Charge,
    chargedAt: Date,
  ): Promise<void> {
    if (charge === 'credit') {
      await this.credits.apply(manager, {
        userId,
        amount: 1,
        type: 'refund',
        description: 'Refund for a failed extraction',
      });
      return;
    }
    await manager.query(
      `UPDATE users SET usage_count = GREATEST(usage_count - 1, 0)
       WHERE id = $1 AND usage_period_start <= $2`,
      [userId, chargedAt],
    );
  }
}
