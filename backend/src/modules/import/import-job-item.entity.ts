import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { ImportJobEntity } from './import-job.entity.js';

/** `pending` until its batch runs; then `imported`, `merged` (same link already kept), `skipped` or `failed`. */
export type ImportItemStatus = 'pending' | 'imported' | 'merged' | 'skipped' | 'failed';

/** One row of an import file: checked and stored at upload, turned into an item by its batch. */
@Entity({ name: 'import_job_items' })
@Index('IDX_import_job_items_job_status', ['jobId', 'status', 'id'])
export class ImportJobItemEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'job_id', type: 'integer' })
  jobId: number;

  @ManyToOne(() => ImportJobEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: Relation<ImportJobEntity>;

  @Column({ type: 'integer' })
  line: number;

  @Column({ type: 'text' })
  url: string;

  /** Null for a skipped row. */
  @Column({ name: 'canonical_url', type: 'text', nullable: true })
  canonicalUrl: string | null;

  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'is_favorite', type: 'boolean', default: false })
  isFavorite: boolean;

  @Column({ name: 'is_read', type: 'boolean', default: false })
  isRead: boolean;

  @Column({ name: 'saved_at', type: 'timestamptz', precision: 3, nullable: true })
  savedAt: Date | null;

  @Column({ type: 'varchar', length: 16 })
  status: ImportItemStatus;

  @Column({ type: 'text', nullable: true })
  reason: string | null;
}
