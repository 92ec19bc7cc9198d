import type { Discussion, PostMedia, ThreadPost, Transcript, VideoChapter } from '@vault/contracts';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { ContentItemEntity } from './content-item.entity.js';

/**
 * Vault's own copies of a saved page, kept beside the item so list queries never read them:
 * the sanitised reader-view HTML, the stored lead image and the post's discussion.
 */
@Entity({ name: 'content_copies' })
export class ContentCopyEntity {
  @PrimaryColumn({ name: 'content_id', type: 'integer' })
  contentId: number;

  @OneToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'content_id' })
  content?: Relation<ContentItemEntity>;

  /** Sanitised HTML of the main content (extraction/readable-html.ts); null when there is none. */
  @Column({ name: 'readable_html', type: 'text', nullable: true })
  readableHtml: string | null;

  /** Media storage key of the lead image, re-encoded to WebP; null when it is not stored. */
  @Column({ name: 'lead_image_key', type: 'varchar', length: 200, nullable: true })
  leadImageKey: string | null;

  @Column({ name: 'lead_image_bytes', type: 'integer', nullable: true })
  leadImageBytes: number | null;

  /** The post's comments (Reddit threads); null when the page has no discussion. */
  @Column({ type: 'jsonb', nullable: true })
  discussion: Discussion | null;

  /** The thread by the post's author, first post first; null for a single post or a page. */
  @Column({ type: 'jsonb', nullable: true })
  thread: ThreadPost[] | null;

  /** The post's own media, each with its original address and Vault's stored copy. */
  @Column({ type: 'jsonb', nullable: true })
  media: PostMedia[] | null;

  /** A video's caption track. */
  @Column({ type: 'jsonb', nullable: true })
  transcript: Transcript | null;

  @Column({ type: 'jsonb', nullable: true })
  chapters: VideoChapter[] | null;
}
