import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { LIMIT_REACHED_CODE } from '@vault/contracts';
import type { EntityManager } from 'typeorm';
import { CreditsService } from '../credits/index.js';
import { AccountLedgerService, currentPeriodStart } from '../users/index.js';

/** What paid for a save, so a failed extraction can give exactly that back. */
export type Charge = 'allowance' | 'credit';

@Injectable()
export class QuotaService {
  constructor(
    private readonly credits: CreditsService,
    private readonly ledger: AccountLedgerService,
  ) {}

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
   * `consume` for a save that adds an item to the library: the account's library size goes up with
   * the charge, in the same statement when the allowance pays.
   */
  async consumeForNewItem(manager: EntityManager, userId: number): Promise<Charge> {
    if (await this.consumeAllowance(manager, userId, 1)) return 'allowance';
    const charge = await this.consumeLocked(manager, userId);
    await this.ledger.addToContentCount(manager, userId, 1);
    return charge;
  }

  /**
   * The common case in one statement (see AccountLedgerService.takeAllowanceUnit); false sends the
   * save down the locked path.
   */
  private consumeAllowance(
    manager: EntityManager,
    userId: number,
    addedItems = 0,
  ): Promise<boolean> {
    return this.ledger.takeAllowanceUnit(manager, userId, new Date(), addedItems);
  }

  private async consumeLocked(manager: EntityManager, userId: number): Promise<Charge> {
    const user = await this.ledger.lockUsage(manager, userId);
    if (!user) throw new HttpException('Account not found', HttpStatus.UNAUTHORIZED);
    const now = new Date();
    const periodStart = currentPeriodStart(user.usagePeriodStart, now);
    const renewed = periodStart.getTime() !== user.usagePeriodStart.getTime();
    const usageCount = renewed ? 0 : user.usageCount;
    if (usageCount < user.usageLimit) {
      await this.ledger.setUsage(manager, userId, {
        usageCount: usageCount + 1,
        usagePeriodStart: periodStart,
      });
      return 'allowance';
    }
    if (renewed) {
      await this.ledger.setUsage(manager, userId, { usageCount, usagePeriodStart: periodStart });
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
    await this.ledger.returnAllowanceUnit(manager, userId, chargedAt);
  }
}
