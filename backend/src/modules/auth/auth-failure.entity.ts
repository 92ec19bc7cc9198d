import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One failed sign-in or password check, counted per account and per client address over a
 * window (security test plan row 19). Kept in PostgreSQL so every instance sees the same count.
 */
@Entity({ name: 'auth_failures' })
@Index('IDX_auth_failures_key_created_at', ['key', 'createdAt'])
export class AuthFailureEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  /** What failed and for whom: `sign-in:account:<username>`, `sign-in:address:<ip>`, `password:account:<id>`. */
  @Column({ type: 'varchar', length: 400 })
  key: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
