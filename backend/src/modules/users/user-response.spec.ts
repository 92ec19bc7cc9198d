import { describe, expect, it } from 'vitest';
import { toUserResponse } from './user-response.js';
import type { UserEntity } from './user.entity.js';

function user(overrides: Partial<UserEntity>): UserEntity {
  return {
    id: 1,
    username: 'ada',
    email: 'ada@example.com',
    passwordHash: 'secret-hash',
    role: 'user',
    firstName: null,
    lastName: null,
    avatarUrl: null,
    profileImageUrl: null,
    subscriptionPlan: 'pro',
    subscriptionStatus: 'active',
    usageCount: 40,
    usageLimit: 250,
    usagePeriodStart: new Date(),
    creditsBalance: 100,
    contentCount: 3,
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    whatsappNumber: null,
    whatsappVerified: false,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

describe('toUserResponse', () => {
  it('never includes the password hash', () => {
    expect(JSON.stringify(toUserResponse(user({})))).not.toContain('secret-hash');
  });

  it('shows usage, limit, credits and the next reset date', () => {
    const start = new Date(Date.now() - 24 * 3600 * 1000);
    const response = toUserResponse(user({ usagePeriodStart: start }));
    expect(response).toMatchObject({ usageCount: 40, usageLimit: 250, creditsBalance: 100 });
    expect(new Date(response.usageResetsAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('shows a period that has ended as renewed, before the next save renews it', () => {
    const start = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    const response = toUserResponse(user({ usagePeriodStart: start }));
    expect(response.usageCount).toBe(0);
    expect(new Date(response.usagePeriodStart).getTime()).toBeGreaterThan(start.getTime());
    expect(new Date(response.usageResetsAt).getTime()).toBeGreaterThan(Date.now());
  });
});
