import type { HighlightColor, HighlightStatus } from '@vault/contracts';
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
import type { ContentItemEntity } from '../content/index.js';
import type { UserEntity } from '../users/index.js';

/**
 * What a highlight is found by: its quote first, then its note and tags, in the same text search
 * configuration as the library's (`vault_tags_text` is the library migration's immutable wrapper).
 */
export const HIGHLIGHT_SEARCH_EXPRESSION = [
  "setweight(to_tsvector('english', quote), 'A')",
  "setweight(to_tsvector('english', coalesce(note, '')), 'B')",
  "setweight(to_tsvector('english', vault_tags_text(tags)), 'B')",
].join(' || ');

@Entity({ name: 'highlights' })
// The list (newest first), an item's highlights in text order, full-text and tag indexes.
@Index('IDX_highlights_user_created', { synchronize: false })
@Index('IDX_highlights_content_start', { synchronize: false })
@Index('IDX_highlights_search', { synchronize: false })
@Index('IDX_highlights_tags', { synchronize: false })
export class HighlightEntity {
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

  @Column({ type: 'text' })
  quote: string;

  @Column({ type: 'text', default: '' })
  prefix: string;

  @Column({ type: 'text', default: '' })
  suffix: string;

  /** Offsets into the item's reader text; null until the item has text to place the quote in. */
  @Column({ name: 'start_offset', type: 'integer', nullable: true })
  start: number | null;

  @Column({ name: 'end_offset', type: 'integer', nullable: true })
  end: number | null;

  @Column({ type: 'varchar', length: 8, default: 'yellow' })
  color: HighlightColor;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'varchar', length: 16, default: 'attached' })
  status: HighlightStatus;

  @Column({
    type: 'tsvector',
    generatedType: 'STORED',
    asExpression: HIGHLIGHT_SEARCH_EXPRESSION,
    select: false,
    insert: false,
    update: false,
    nullable: true,
  })
  search?: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
