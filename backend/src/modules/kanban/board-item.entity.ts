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
import type { ContentItemEntity } from '../content/index.js';
import { BoardColumnEntity } from './board-column.entity.js';
import { BoardEntity } from './board.entity.js';

/**
 * A content item on a board, once per board. Deleting the content item, its column or its board
 * removes it. Positions are 0..n-1 per column (deferred unique, as for columns).
 */
@Entity({ name: 'board_items' })
@Unique('UQ_board_items_board_content', ['boardId', 'contentId'])
@Unique('UQ_board_items_column_position', ['columnId', 'position'], {
  deferrable: 'INITIALLY DEFERRED',
})
@Index('IDX_board_items_content', ['contentId'])
export class BoardItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'board_id', type: 'integer' })
  boardId: number;

  @ManyToOne(() => BoardEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'board_id' })
  board?: Relation<BoardEntity>;

  @Column({ name: 'column_id', type: 'integer' })
  columnId: number;

  @ManyToOne(() => BoardColumnEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'column_id' })
  column?: Relation<BoardColumnEntity>;

  @Column({ name: 'content_id', type: 'integer' })
  contentId: number;

  @ManyToOne('ContentItemEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'content_id' })
  content?: Relation<ContentItemEntity>;

  @Column({ type: 'integer' })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
