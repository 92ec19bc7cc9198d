import type { EmailVerdict } from '@vault/contracts';
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

/**
 * A message the receiver accepted, kept until its job has saved what it carries: the raw bytes
 * make the work survive a restart and run on any worker. They are dropped once processed; the
 * outcome (what was saved, or why not) stays for the reply and for support.
 */
@Entity({ name: 'email_in_messages' })
@Index('IDX_email_in_messages_user', ['userId'])
export class EmailMessageEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_email_in_messages' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_email_in_messages_user' })
  user?: Relation<UserEntity>;

  @Column({ type: 'bytea', nullable: true })
  raw: Buffer | null;

  @Column({ type: 'jsonb' })
  verdict: EmailVerdict;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  outcome: string | null;
}
