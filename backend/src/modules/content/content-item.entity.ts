import {
  type ContentMetadata,
  type ExtractionStatus,
  LIMITS,
  type Platform,
} from '@vault/contracts';
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
import type { Charge } from '../plans/index.js';

/**
 * What search ranks on: title, tags and author only. Small enough to stay in the row, so ranking
 * the candidates of a search reads no whole-document vector. The whole document's vector is in
 * `content_search` (made by `vault_item_search`, kept in step by triggers: see the migration).
 * `vault_tags_text` is an immutable wrapper the migration creates (array_to_string is only stable).
 */
export const CONTENT_SEARCH_HEAD_EXPRESSION = [
  "setweight(to_tsvector('english', coalesce(title, '')), 'A')",
  "setweight(to_tsvector('english', vault_tags_text(custom_tags)), 'B')",
  "setweight(to_tsvector('english', coalesce(author, '')), 'B')",
].join(' || ');

/** Cards show this much text; kept in the row so a library page never reads the whole text. */
export const CONTENT_EXCERPT_EXPRESSION = `left(text, ${LIMITS.listTextExcerpt})`;
export const CONTENT_TRUNCATED_EXPRESSION = `length(text) > ${LIMITS.listTextExcerpt}`;

@Entity({ name: 'content_items' })
@Index('UQ_content_items_user_canonical', ['userId', 'canonicalUrl'], { unique: true })
// List, filter and search indexes (partial, descending, GIN, trigram) are created by the migration.
@Index('IDX_content_items_user_saved', { synchronize: false })
@Index('IDX_content_items_user_favorite', { synchronize: false })
@Index('IDX_content_items_user_unread', { synchronize: false })
@Index('IDX_content_items_user_platform', { synchronize: false })
@Index('IDX_content_items_user_created', { synchronize: false })
@Index('IDX_content_items_tags', { synchronize: false })
@Index('IDX_content_items_tags_lower', { synchronize: false })
@Index('IDX_content_items_topics', { synchronize: false })
@Index('IDX_content_items_title_trgm', { synchronize: false })
@Index('IDX_content_items_status', { synchronize: false })
@Index('IDX_content_items_user_pending', { synchronize: false })
export class ContentItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'text' })
  url: string;

  @Column({ name: 'canonical_url', type: 'text' })
  canonicalUrl: string;

  @Column({ type: 'varchar', length: 16 })
  platform: Platform;

  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Column({ type: 'text', nullable: true })
  author: string | null;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  @Column({ type: 'text', nullable: true })
  summary: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  topics: string[];

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ name: 'extraction_status', type: 'varchar', length: 16, default: 'queued' })
  extractionStatus: ExtractionStatus;

  @Column({ name: 'extraction_error', type: 'text', nullable: true })
  extractionError: string | null;

  @Column({ name: 'is_favorite', type: 'boolean', default: false })
  isFavorite: boolean;

  @Column({ name: 'is_read', type: 'boolean', default: false })
  isRead: boolean;

  @Column({ name: 'quick_note', type: 'text', nullable: true })
  quickNote: string | null;

  @Column({ name: 'custom_tags', type: 'text', array: true, nullable: true })
  customTags: string[] | null;

  @Column({ name: 'has_attachments', type: 'boolean', default: false })
  hasAttachments: boolean;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  metadata: ContentMetadata;

  /** What paid for this item's extraction; cleared once refunded. */
  @Column({ name: 'charged_with', type: 'varchar', length: 16, nullable: true })
  chargedWith: Charge | null;

  @Column({ name: 'charged_at', type: 'timestamptz', nullable: true })
  chargedAt: Date | null;

  /** The queue job extracting this item now; no other job extracts it while the lease lasts. */
  @Column({ name: 'extraction_lease_owner', type: 'varchar', length: 255, nullable: true })
  extractionLeaseOwner: string | null;

  /** Renewed by the running job (and through its retries' waits); a lapsed lease frees the item. */
  @Column({ name: 'extraction_lease_expires_at', type: 'timestamptz', nullable: true })
  extractionLeaseExpiresAt: Date | null;

  /** When the current job first took the item: its attempts together end by a deadline. */
  @Column({ name: 'extraction_started_at', type: 'timestamptz', nullable: true })
  extractionStartedAt: Date | null;

  /** Position in the library: set when saved, moved to now when the same link is saved again. */
  @Column({ name: 'saved_at', type: 'timestamptz', precision: 3, default: () => 'now()' })
  savedAt: Date;

  @Column({
    name: 'search_head',
    type: 'tsvector',
    generatedType: 'STORED',
    asExpression: CONTENT_SEARCH_HEAD_EXPRESSION,
    select: false,
    insert: false,
    update: false,
    nullable: true,
  })
  searchHead?: string;

  @Column({
    name: 'text_excerpt',
    type: 'text',
    generatedType: 'STORED',
    asExpression: CONTENT_EXCERPT_EXPRESSION,
    select: false,
    insert: false,
    update: false,
    nullable: true,
  })
  textExcerpt?: string | null;

  @Column({
    name: 'text_truncated',
    type: 'boolean',
    generatedType: 'STORED',
    asExpression: CONTENT_TRUNCATED_EXPRESSION,
    select: false,
    insert: false,
    update: false,
    nullable: true,
  })
  textTruncated?: boolean | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
