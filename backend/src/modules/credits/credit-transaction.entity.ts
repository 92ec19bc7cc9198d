import type { CreditTransactionType } from '@vault/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { UserEntity } from '../users/index.js';

/** The credit ledger: every change to a user's credits is one row, with the balance after it. */
@Entity({ name: 'credit_transactions' })
@Index('IDX_credit_transactions_user_created', ['userId', 'createdAt'])
// A paid purchase is credited once, however often the payment provider reports it.
@Index('UQ_credit_transactions_purchase_payment', ['stripePaymentId'], {
  unique: true,
  where: `"transaction_type" = 'purchase' AND "stripe_payment_id" IS NOT NULL`,
})
export class CreditTransactionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'transaction_type', type: 'varchar', length: 32 })
  transactionType: CreditTransactionType;

  @Column({ name: 'credit_amount', type: 'integer' })
  creditAmount: number;

  @Column({ name: 'balance_after', type: 'integer' })
  balanceAfter: number;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ name: 'admin_user_id', type: 'integer', nullable: true })
  adminUserId: number | null;

  @ManyToOne('UserEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'admin_user_id' })
  adminUser?: Relation<UserEntity> | null;

  @Column({ name: 'stripe_payment_id', type: 'varchar', length: 255, nullable: true })
  stripePaymentId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
