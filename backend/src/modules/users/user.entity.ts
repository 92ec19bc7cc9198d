import type { Role } from '@vault/contracts';
import { LIMITS } from '@vault/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity({ name: 'users' })
// Case-insensitive uniqueness lives in expression indexes the migration creates (TypeORM cannot express them).
@Index('UQ_users_username_lower', { synchronize: false })
@Index('UQ_users_email_lower', { synchronize: false })
// One account per WhatsApp number: unique among verified numbers (a partial index, created by the WhatsApp migration).
@Index('UQ_users_whatsapp_number_verified', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: LIMITS.usernameMaxLength })
  username: string;

  @Column({ type: 'varchar', length: LIMITS.emailMaxLength, nullable: true })
  email: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16, default: 'user' })
  role: Role;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ name: 'avatar_url', type: 'varchar', length: 2048, nullable: true })
  avatarUrl: string | null;

  @Column({ name: 'profile_image_url', type: 'varchar', length: 2048, nullable: true })
  profileImageUrl: string | null;

  @Column({ name: 'subscription_plan', type: 'varchar', length: 32, default: 'free' })
  subscriptionPlan: string;

  @Column({ name: 'subscription_status', type: 'varchar', length: 32, default: 'active' })
  subscriptionStatus: string;

  @Column({ name: 'usage_count', type: 'integer', default: 0 })
  usageCount: number;

  @Column({ name: 'usage_limit', type: 'integer', default: LIMITS.defaultUsageLimit })
  usageLimit: number;

  @Column({ name: 'usage_period_start', type: 'timestamptz', default: () => 'now()' })
  usagePeriodStart: Date;

  @Column({ name: 'credits_balance', type: 'integer', default: 0 })
  creditsBalance: number;

  /** Items in the library, kept with every save and delete so stats never count a whole library. */
  @Column({ name: 'content_count', type: 'integer', default: 0 })
  contentCount: number;

  @Column({ name: 'stripe_customer_id', type: 'varchar', length: 255, nullable: true })
  stripeCustomerId: string | null;

  @Column({ name: 'stripe_subscription_id', type: 'varchar', length: 255, nullable: true })
  stripeSubscriptionId: string | null;

  @Column({ name: 'whatsapp_number', type: 'varchar', length: 32, nullable: true })
  whatsappNumber: string | null;

  @Column({ name: 'whatsapp_verified', type: 'boolean', default: false })
  whatsappVerified: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
