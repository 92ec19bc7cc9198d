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
 * The nonce of an account's address (`EmailAddressService`): the address is a signature of the
 * account and this nonce, so replacing it (Regenerate) retires the old address with one write.
 * No row: the account's first address, signed with an empty nonce.
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
