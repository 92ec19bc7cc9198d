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

/** A sender the user marked as a newsletter: their messages are saved whole, list headers or not. */
@Entity({ name: 'email_in_newsletter_senders' })
@Index('UQ_email_in_newsletter_senders_user_address', ['userId', 'address'], { unique: true })
export class NewsletterSenderEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_email_in_newsletter_senders' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_email_in_newsletter_senders_user' })
  user?: Relation<UserEntity>;

  /** Lower-cased address. */
  @Column({ type: 'varchar', length: 320 })
  address: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
