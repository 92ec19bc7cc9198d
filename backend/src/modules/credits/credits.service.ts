import { Injectable } from '@nestjs/common';
import type { CreditTransactionType } from '@vault/contracts';
import type { EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { CreditTransactionEntity } from './credit-transaction.entity.js';

export interface CreditChange {
  userId: number;
  amount: number;
  type: CreditTransactionType;
  description: string;
  adminUserId?: number | null;
  stripePaymentId?: string | null;
}

@Injectable()
export class CreditsService {
  /**
   * Applies a change to the balance and records it, inside the caller's transaction. The balance
   * never goes below zero: a spend with nothing left changes nothing and answers null.
   */
  async apply(manager: EntityManager, change: CreditChange): Promise<number | null> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affectedCount].
    const [rows]: [{ credits_balance: number }[], number] = await manager.query(
      `UPDATE users SET credits_balance = credits_balance + $2
       WHERE id = $1 AND credits_balance + $2 >= 0
       RETURNING credits_balance`,
      [change.userId, change.amount],
    );
    const balance = rows[0]?.credits_balance;
    if (balance === undefined) return null;
    await manager.insert(CreditTransactionEntity, {
      userId: change.userId,
      transactionType: change.type,
      creditAmount: change.amount,
      balanceAfter: balance,
      description: change.description,
      adminUserId: change.adminUserId ?? null,
      stripePaymentId: change.stripePaymentId ?? null,
    });
    return balance;
  }

  balanceOf(manager: EntityManager, userId: number): Promise<number> {
    return manager
      .findOne(UserEntity, { where: { id: userId }, select: { creditsBalance: true } })
      .then((user) => user?.creditsBalance ?? 0);
  }
}
