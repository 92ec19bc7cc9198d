import type { ContentItem } from '@vault/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import type { UserEntity } from '../users/index.js';

/**
 * A save made with an `Idempotency-Key` header and the answer it got, so a client retrying
 * after a lost answer gets the same answer again (security test plan row 39). Kept a day.
 */
@Entity({ name: 'idempotency_keys' })
export class IdempotencyKeyEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  /** Null while the first request with this key is still running. */
  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode: number | null;

  @Column({ type: 'jsonb', nullable: true })
  response: ContentItem | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
