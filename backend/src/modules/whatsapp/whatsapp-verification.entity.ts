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

/**
 * A verification code sent to a number. Only a salted sha256 of the code is kept. The newest row
 * of a user is the code in force; older rows stay (for at most a day) so resends can be counted.
 */
@Entity({ name: 'whatsapp_verifications' })
@Index('IDX_whatsapp_verifications_user_created', ['userId', 'createdAt'])
@Index('IDX_whatsapp_verifications_phone_created', ['phone', 'createdAt'])
export class WhatsappVerificationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  /** E.164. */
  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ name: 'code_hash', type: 'char', length: 64 })
  codeHash: string;

  @Column({ name: 'code_salt', type: 'char', length: 32 })
  codeSalt: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Wrong codes tried against this one. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
