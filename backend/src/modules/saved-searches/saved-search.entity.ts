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
import type { UserEntity } from '../users/index.js';

/** A search a person named and keeps in the sidebar; deleting the user deletes them. */
@Entity({ name: 'saved_searches' })
@Index('IDX_saved_searches_user_position', ['userId', 'position'])
export class SavedSearchEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_saved_searches' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_saved_searches_user' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** The search box text, operators included. */
  @Column({ type: 'varchar', length: 500 })
  query: string;

  /** Order in the sidebar, 0 first. */
  @Column({ type: 'integer' })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
