import type { PageCopySource } from '@vault/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { ContentItemEntity } from '../content/index.js';
import type { UserEntity } from '../users/index.js';

export type PageCopyRowState = 'pending' | 'ready' | 'failed';

/**
 * An item's saved copy of its page and screenshot. The row goes with its item or user (FK
 * cascade); the stored files are removed by the deletion hooks (archive.module.ts).
 */
@Entity({ name: 'page_copies' })
@Index('IDX_page_copies_user', ['userId'])
export class PageCopyEntity {
  @PrimaryColumn({ name: 'content_id', type: 'integer' })
  contentId: number;

  @OneToOne('ContentItemEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'content_id' })
  content?: Relation<ContentItemEntity>;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 16 })
  state: PageCopyRowState;

  @Column({ type: 'varchar', length: 16, nullable: true })
  source: PageCopySource | null;

  /** Random key of the compressed HTML in the media storage. */
  @Column({ name: 'storage_key', type: 'varchar', length: 64, nullable: true })
  storageKey: string | null;

  /** Bytes stored (gzip). */
  @Column({ name: 'compressed_bytes', type: 'integer', nullable: true })
  compressedBytes: number | null;

  /** Bytes of the HTML before compression. */
  @Column({ name: 'original_bytes', type: 'integer', nullable: true })
  originalBytes: number | null;

  @Column({ name: 'screenshot_key', type: 'varchar', length: 64, nullable: true })
  screenshotKey: string | null;

  @Column({ name: 'screenshot_bytes', type: 'integer', nullable: true })
  screenshotBytes: number | null;

  /** Why the copy could not be made, for people. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
