import type { PlanName } from '@vault/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A subscription plan, seeded from the catalog in libs/contracts (`PLAN_CATALOG`). */
@Entity({ name: 'plans' })
export class PlanEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32, unique: true })
  name: PlanName;

  @Column({ type: 'varchar', length: 64 })
  label: string;

  /** USD cents per month: whole numbers, so no floating point ever touches a price. */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ name: 'extraction_limit', type: 'integer' })
  extractionLimit: number;

  @Column({ type: 'text', array: true })
  features: string[];

  @Column({ name: 'most_popular', type: 'boolean', default: false })
  mostPopular: boolean;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
