import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import type { UserEntity } from '../users/index.js';

/**
 * What a person's library feed address is signed with besides the server's key: written only when
 * they regenerate the address (the old one then stops answering at once). No row: the first address.
 */
@Entity({ name: 'library_feed_tokens' })
export class LibraryFeedTokenEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @OneToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 43 })
  nonce: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
