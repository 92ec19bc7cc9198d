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

export type AdminAuditAction = 'upgrade_user' | 'grant_credits';

/** Every change an administrator makes: who, when, what, and the state before and after it. */
@Entity({ name: 'admin_audit_log' })
@Index('IDX_admin_audit_log_created', ['createdAt'])
@Index('IDX_admin_audit_log_target', ['targetUserId'])
export class AdminAuditLogEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'admin_user_id', type: 'integer', nullable: true })
  adminUserId: number | null;

  @ManyToOne('UserEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'admin_user_id' })
  adminUser?: Relation<UserEntity> | null;

  @Column({ type: 'varchar', length: 32 })
  action: AdminAuditAction;

  @Column({ name: 'target_user_id', type: 'integer', nullable: true })
  targetUserId: number | null;

  @ManyToOne('UserEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'target_user_id' })
  targetUser?: Relation<UserEntity> | null;

  @Column({ type: 'jsonb' })
  before: Record<string, unknown>;

  @Column({ type: 'jsonb' })
  after: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
