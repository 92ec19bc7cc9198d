import type { User } from '@vault/contracts';
import { currentUsage } from './usage-period.js';
import type { UserEntity } from './user.entity.js';

/** The public shape of a user: never the password hash. Usage is that of the current period. */
export function toUserResponse(user: UserEntity): User {
  const usage = currentUsage(user);
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
    usageCount: usage.count,
    usageLimit: user.usageLimit,
    usagePeriodStart: usage.periodStart.toISOString(),
    usageResetsAt: usage.resetsAt.toISOString(),
    creditsBalance: user.creditsBalance,
    whatsappNumber: user.whatsappNumber,
    whatsappVerified: user.whatsappVerified,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    createdAt: user.createdAt.toISOString(),
  };
}
