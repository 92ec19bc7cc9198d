import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import {
  type CreditTransactionType,
  effectivePlan,
  findPlan,
  type PlanName,
} from '@vault/contracts';
import type { EntityManager } from 'typeorm';
import { CreditsService } from '../credits/index.js';
import { AccountLedgerService, type PlanState, type UserEntity } from '../users/index.js';

export interface PlanChange {
  plan: PlanName;
  /** `active`, or a payment provider's other status (`past_due`, ...), which counts as free. */
  status: string;
  /** The subscription at the payment provider; undefined leaves it as it is. */
  subscriptionId?: string | null;
  /** The customer at the payment provider; stored when the user has none yet. */
  customerId?: string | null;
  /** A new allowance period beginning at this instant (usage back to 0), if later than the current one. */
  newPeriodStart?: Date | null;
  /** The ledger row's text; a change that alters neither plan nor status records nothing. */
  description: string;
  type?: Extract<CreditTransactionType, 'subscription' | 'admin_subscription'>;
  adminUserId?: number | null;
}

/**
 * Moves a user to a plan inside the caller's transaction, the user row locked: plan, status and the
 * catalog's monthly limit for the plan the user effectively has (a non-active subscription counts
 * as free), and a `subscription` row in the credit ledger (amount 0) saying what changed.
 */
@Injectable()
export class PlanChangesService {
  constructor(
    private readonly credits: CreditsService,
    private readonly ledger: AccountLedgerService,
  ) {}

  async apply(manager: EntityManager, userId: number, change: PlanChange): Promise<UserEntity> {
    const user = await this.ledger.lockAccountRow(manager, userId);
    if (!user) throw new HttpException('Account not found', HttpStatus.NOT_FOUND);
    const updates: PlanState = {
      subscriptionPlan: change.plan,
      subscriptionStatus: change.status,
      usageLimit: findPlan(effectivePlan(change.plan, change.status)).extractionLimit,
    };
    if (change.subscriptionId !== undefined) updates.stripeSubscriptionId = change.subscriptionId;
    if (change.customerId && !user.stripeCustomerId) updates.stripeCustomerId = change.customerId;
    if (change.newPeriodStart && change.newPeriodStart > user.usagePeriodStart) {
      updates.usagePeriodStart = change.newPeriodStart;
      updates.usageCount = 0;
    }
    await this.ledger.setPlanState(manager, userId, updates);
    const changed =
      user.subscriptionPlan.toLowerCase() !== change.plan ||
      user.subscriptionStatus.toLowerCase() !== change.status.toLowerCase();
    if (changed) {
      await this.credits.apply(manager, {
        userId,
        amount: 0,
        type: change.type ?? 'subscription',
        description: change.description,
        adminUserId: change.adminUserId ?? null,
      });
    }
    return { ...user, ...updates };
  }
}
