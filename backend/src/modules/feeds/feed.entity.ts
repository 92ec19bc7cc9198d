import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import type { UserEntity } from '../users/index.js';

/**
 * A feed a person follows. Due-ness lives here (`next_poll_at`), so every process's scheduler
 * sees the same queue of due feeds; `polling_until` is the lease of the one check under way.
 */
@Entity({ name: 'feeds' })
@Unique('UQ_feeds_user_url', ['userId', 'url'])
@Index('IDX_feeds_due', ['nextPollAt'], { where: 'paused = false' })
export class FeedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ name: 'site_url', type: 'text', nullable: true })
  siteUrl: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  keywords: string[];

  /** A board of the owner's; checked when set, and cleared when the board or column is gone. */
  @Column({ name: 'board_id', type: 'integer', nullable: true })
  boardId: number | null;

  /** The column's key on that board, as the API names columns ('todo'). */
  @Column({ name: 'board_column_key', type: 'varchar', length: 64, nullable: true })
  boardColumnKey: string | null;

  @Column({ name: 'interval_minutes', type: 'integer', default: 60 })
  intervalMinutes: number;

  @Column({ type: 'text', nullable: true })
  etag: string | null;

  @Column({ name: 'last_modified', type: 'text', nullable: true })
  lastModified: string | null;

  @Column({ name: 'next_poll_at', type: 'timestamptz', default: () => 'now()' })
  nextPollAt: Date;

  @Column({ name: 'polling_until', type: 'timestamptz', nullable: true })
  pollingUntil: Date | null;

  @Column({ name: 'last_polled_at', type: 'timestamptz', nullable: true })
  lastPolledAt: Date | null;

  @Column({ name: 'last_new_entry_at', type: 'timestamptz', nullable: true })
  lastNewEntryAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @Column({ type: 'boolean', default: false })
  paused: boolean;

  @Column({ name: 'saved_count', type: 'integer', default: 0 })
  savedCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
