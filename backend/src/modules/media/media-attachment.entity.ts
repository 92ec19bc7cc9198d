import type { MediaFileType } from '@vault/contracts';
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
import type { ContentItemEntity } from '../content/index.js';
import type { UserEntity } from '../users/index.js';

/** A file attached to a content item. Rows go with their item or user (FK cascade); files do not. */
@Entity({ name: 'media_attachments' })
@Index('IDX_media_attachments_content', ['contentId', 'id'])
@Index('IDX_media_attachments_user', ['userId'])
export class MediaAttachmentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'content_id', type: 'integer' })
  contentId: number;

  @ManyToOne('ContentItemEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'content_id' })
  content?: Relation<ContentItemEntity>;

  /** The uploader's name for the file, as text only. */
  @Column({ name: 'file_name', type: 'text' })
  fileName: string;

  @Column({ name: 'file_type', type: 'varchar', length: 16 })
  fileType: MediaFileType;

  @Column({ name: 'mime_type', type: 'varchar', length: 64 })
  mimeType: string;

  @Column({ name: 'file_size', type: 'integer' })
  fileSize: number;

  /** Random key in the media storage. */
  @Column({ name: 'storage_key', type: 'varchar', length: 64 })
  storageKey: string;

  @Column({ name: 'thumbnail_key', type: 'varchar', length: 64, nullable: true })
  thumbnailKey: string | null;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  /** Seconds. */
  @Column({ type: 'double precision', nullable: true })
  duration: number | null;

  @Column({ name: 'page_count', type: 'integer', nullable: true })
  pageCount: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
