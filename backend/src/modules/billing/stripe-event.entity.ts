import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A Stripe event already processed: stored in the same transaction as its effects, so each applies once. */
@Entity({ name: 'stripe_events' })
export class StripeEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt: Date;
}
