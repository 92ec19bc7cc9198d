import type { ApiTokenScope } from '@vault/contracts';
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
import type { UserEntity } from '../../users/index.js';

/** A personal API token (Bearer) for the extension and scripts; only its sha256 hash is kept. */
@Entity({ name: 'api_tokens' })
export class ApiTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_api_tokens_user_id')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  /** What the token may do (`API_TOKEN_SCOPES`); everything else needs a browser session. */
  @Column({ type: 'text', array: true })
  scopes: ApiTokenScope[];

  @Index('UQ_api_tokens_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
