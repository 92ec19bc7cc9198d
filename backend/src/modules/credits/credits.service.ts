import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CreditTransaction, CreditTransactionType } from '@vault/contracts';
import { type EntityManager, MoreThan, Repository } from 'typeorm';
import { AccountLedgerService } from '../users/index.js';
import { CreditTransactionEntity } from './credit-transaction.entity.js';

export interface CreditChange {
  userId: number;
  amount: number;
  type: CreditTransactionType;
  description: string;
  adminUserId?: number | null;
  stripePaymentId?: string | null;
}

const EXPORT_BATCH_SIZE = 500;

export type ExportedCreditTransaction = Omit<CreditTransaction, 'user' | 'adminUser'>;

@Injectable()
export class CreditsService {
  constructor(
    @InjectRepository(CreditTransactionEntity)
    private readonly transactions: Repository<CreditTransactionEntity>,
    private readonly ledger: AccountLedgerService,
  ) {}

  /** A user's ledger in order, a batch at a time, for the data export. */
  async *exportBatches(userId: number): AsyncGenerator<ExportedCreditTransaction[]> {
    let afterId = 0;
    for (;;) {
      const rows = await this.transactions.find({
        where: { userId, id: MoreThan(afterId) },
        order: { id: 'ASC' },
        take: EXPORT_BATCH_SIZE,
      });
      if (rows.length === 0) return;
      yield rows.map((row) => ({
        id: row.id,
        transactionType: row.transactionType,
        description: row.description,
        creditAmount: row.creditAmount,
        balanceAfter: row.balanceAfter,
        createdAt: row.createdAt.toISOString(),
        stripePaymentId: row.stripePaymentId,
      }));
      afterId = rows[rows.length - 1]!.id;
      if (rows.length < EXPORT_BATCH_SIZE) return;
    }
  }

  /**
   * Applies a change to the balance and records it, inside the caller's transaction. The balance
   * never goes below zero: a spend with nothing left changes nothing and answers null.
   */
  async apply(manager: EntityManager, change: CreditChange): Promise<number | null> {
    const balance = await this.ledger.addToCreditsBalance(manager, change.userId, change.amount);
    if (balance === null) return null;
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

  /**
   * Credits a paid purchase once per payment, whatever number of times it is reported: the user
   * row is locked, then the ledger is asked whether this payment was credited already (a unique
   * index on purchases by payment backs this up). Answers the new balance, or null if it was.
   */
  async creditPurchaseOnce(
    manager: EntityManager,
    purchase: { userId: number; credits: number; paymentId: string; description: string },
  ): Promise<number | null> {
    if (!(await this.ledger.lockAccount(manager, purchase.userId))) return null;
    const credited = await manager.exists(CreditTransactionEntity, {
      where: { transactionType: 'purchase', stripePaymentId: purchase.paymentId },
    });
    if (credited) return null;
    return this.apply(manager, {
      userId: purchase.userId,
      amount: purchase.credits,
      type: 'purchase',
      description: purchase.description,
      stripePaymentId: purchase.paymentId,
    });
  }

  /**
   * Takes back the credits of a refunded purchase: the refunded share of what it gave (a partial
   * refund takes back part), less what earlier refunds of the same payment took, and never more
   * than the user still has (credits already spent stay spent). Answers the credits removed.
   */
  async clawBackPurchase(
    manager: EntityManager,
    refund: { paymentId: string; refundedShare: number; description: (credits: number) => string },
  ): Promise<number> {
    const purchase = await manager.findOne(CreditTransactionEntity, {
      where: { transactionType: 'purchase', stripePaymentId: refund.paymentId },
    });
    if (!purchase) return 0;
    const balance = await this.ledger.lockCreditsBalance(manager, purchase.userId);
    if (balance === null) return 0;
    const [taken] = await manager.query<{ total: number }[]>(
      `SELECT COALESCE(-SUM(credit_amount), 0)::int AS total FROM credit_transactions
       WHERE user_id = $1 AND transaction_type = 'refund' AND stripe_payment_id = $2`,
      [purchase.userId, refund.paymentId],
    );
    const share = Math.min(1, Math.max(0, refund.refundedShare));
    const target = Math.round(purchase.creditAmount * share);
    const amount = Math.min(target - (taken?.total ?? 0), balance);
    if (amount <= 0) return 0;
    await this.apply(manager, {
      userId: purchase.userId,
      amount: -amount,
      type: 'refund',
      description: refund.description(amount),
      stripePaymentId: refund.paymentId,
    });
    return amount;
  }

  balanceOf(manager: EntityManager, userId: number): Promise<number> {
    return this.ledger.creditsBalance(manager, userId);
  }
}
