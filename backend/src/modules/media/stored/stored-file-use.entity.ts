import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { ContentItemEntity } from '../../content/index.js';
import { StoredFileEntity } from './stored-file.entity.js';

/**
 * Which items use a stored file. A file whose last use goes (its item deleted) is removed; a
 * use goes with its item or its file (FK cascade).
 */
@Entity({ name: 'stored_file_uses' })
@Index('IDX_stored_file_uses_content', ['contentId'])
export class StoredFileUseEntity {
  @PrimaryColumn({ name: 'stored_file_id', type: 'integer' })
  storedFileId: number;

  @ManyToOne(() => StoredFileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'stored_file_id' })
  storedFile?: Relation<StoredFileEntity>;

  @PrimaryColumn({ name: 'content_id', type: 'integer' })
  contentId: number;

  @ManyToOne('ContentItemEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'content_id' })
  content?: Relation<ContentItemEntity>;
}
