import type { User } from '@vault/contracts';
import type { UserEntity } from './user.entity.js';

/** The monthly allowance renews one month after the period began (the subscription or sign-up day). */
export function usageResetDate(periodStart: Date): Date {
  const next = new Date(periodStart);
  const day = next.getUTCDate();
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** The public shape of a user: never the password hash. */
export function toUserResponse(user: UserEntity): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    avatarUrl: user.avatarUrl,
    profileImageUrl: user.profileImageUrl,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    usageCount: user.usageCount,
    usageLimit: user.usageLimit,
    usagePeriodStart: user.usagePeriodStart.toISOString(),
    usageResetsAt: usageResetDate(user.usagePeriodStart).toISOString(),
    creditsBalance: user.creditsBalance,
    whatsappNumber: user.whatsappNumber,
    whatsappVerified: user.whatsappVerified,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    createdAt: user.createdAt.toISOString(),
  };
}
