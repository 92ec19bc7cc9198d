import type { ImportFormat, ImportStatus } from '@vault/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { UserEntity } from '../users/index.js';

/** One uploaded import file and its progress; the rows wait in `import_job_items`. */
@Entity({ name: 'import_jobs' })
@Index('IDX_import_jobs_user', ['userId', 'createdAt'])
@Index('IDX_import_jobs_status', ['status'])
export class ImportJobEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 16 })
  format: ImportFormat;

  @Column({ name: 'file_name', type: 'varchar', length: 255, nullable: true })
  fileName: string | null;

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  status: ImportStatus;

  @Column({ type: 'integer', default: 0 })
  total: number;

  @Column({ type: 'integer', default: 0 })
  done: number;

  @Column({ type: 'integer', default: 0 })
  merged: number;

  @Column({ type: 'integer', default: 0 })
  failed: number;

  @Column({ type: 'integer', default: 0 })
  skipped: number;

  @Column({ name: 'awaiting_quota', type: 'integer', default: 0 })
  awaitingQuota: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', precision: 3, nullable: true })
  finishedAt: Date | null;
}
