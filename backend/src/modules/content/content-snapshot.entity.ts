import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { ContentItemEntity } from './content-item.entity.js';

/** The extension's DOM snapshot of a page, kept until its extraction has used it. */
@Entity({ name: 'content_snapshots' })
export class ContentSnapshotEntity {
  @PrimaryColumn({ name: 'content_id', type: 'integer' })
  contentId: number;

  @OneToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'content_id' })
  content?: Relation<ContentItemEntity>;

  @Column({ type: 'text' })
  html: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
