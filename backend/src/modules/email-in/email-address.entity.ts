import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import type { UserEntity } from '../users/index.js';

/**
 * An account's private address for saving by e-mail, `save-<token>@<MAIL_DOMAIN>`. The token is
 * the key: 32 random bytes, looked up through its unique index; regenerating replaces it, so the
 * old address stops working with that one update.
 */
@Entity({ name: 'email_in_addresses' })
export class EmailAddressEntity {
  @PrimaryColumn({
    name: 'user_id',
    type: 'integer',
    primaryKeyConstraintName: 'PK_email_in_addresses_user',
  })
  userId: number;

  @OneToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_email_in_addresses_user' })
  user?: Relation<UserEntity>;

  @Index('UQ_email_in_addresses_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
