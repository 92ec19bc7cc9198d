import type { StoredFileKind } from '@vault/contracts';
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
import type { ContentItemEntity } from '../../content/index.js';
import type { UserEntity } from '../../users/index.js';

/**
 * A file Vault downloaded for a user's saved items (a post's media, a reader-view image), stored
 * once per user and content hash, whichever items use it (`stored_file_uses`). The row goes with
 * its user (FK cascade); the stored bytes are removed by the media module.
 */
@Entity({ name: 'stored_files' })
@Index('IDX_stored_files_user_sha256', ['userId', 'sha256'], { unique: true })
export class StoredFileEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  /** The item that first stored the file; null once that item is deleted while others use it. */
  @Column({ name: 'content_id', type: 'integer', nullable: true })
  contentId: number | null;

  @ManyToOne('ContentItemEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'content_id' })
  content?: Relation<ContentItemEntity>;

  @Column({ type: 'varchar', length: 16 })
  kind: StoredFileKind;

  /** Hex SHA-256 of the bytes: the same file saved twice is stored once. */
  @Column({ type: 'char', length: 64 })
  sha256: string;

  @Column({ type: 'bigint', transformer: { to: (value: number) => value, from: Number } })
  bytes: number;

  /** The type found in the file's bytes. */
  @Column({ name: 'mime_type', type: 'varchar', length: 64 })
  mimeType: string;

  /** Random key in the media storage. */
  @Column({ name: 'storage_key', type: 'varchar', length: 64 })
  storageKey: string;

  /** Where the file was downloaded from, kept beside Vault's copy. */
  @Column({ name: 'original_url', type: 'text' })
  originalUrl: string;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  /** Seconds, for video. */
  @Column({ type: 'double precision', nullable: true })
  duration: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
