import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { BoardEntity } from './board.entity.js';

/**
 * A column of a board. `key` is the column id the API speaks ('todo'); `id` is internal. Positions
 * are 0..n-1; the unique index is deferred so a reorder may pass through duplicates mid-transaction.
 */
@Entity({ name: 'board_columns' })
@Unique('UQ_board_columns_board_key', ['boardId', 'key'])
@Unique('UQ_board_columns_board_position', ['boardId', 'position'], {
  deferrable: 'INITIALLY DEFERRED',
})
export class BoardColumnEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'board_id', type: 'integer' })
  boardId: number;

  @ManyToOne(() => BoardEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'board_id' })
  board?: Relation<BoardEntity>;

  @Column({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'varchar', length: 50 })
  title: string;

  @Column({ type: 'integer' })
  position: number;
}
