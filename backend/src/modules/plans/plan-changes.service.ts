import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
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
 * Told, inside the plan change's transaction, that a user's storage allowance grew. It may only
 * queue work: that work waits for the commit (the account row stays locked until then).
 */
export type AllowanceGrownListener = (userId: number) => Promise<void>;

/**
 * Moves a user to a plan inside the caller's transaction, the user row locked: plan, status and the
 * catalog's monthly limit for the plan the user effectively has (a non-active subscription counts
 * as free), and a `subscription` row in the credit ledger (amount 0) saying what changed.
 */
@Injectable()
export class PlanChangesService {
  private readonly logger = new Logger('PlanChanges');
  private readonly allowanceGrown: AllowanceGrownListener[] = [];

  constructor(
    private readonly credits: CreditsService,
    private readonly ledger: AccountLedgerService,
  ) {}

  /** Registers a listener for plan changes that give a user more storage (media kept later). */
  onAllowanceGrown(listener: AllowanceGrownListener): void {
    this.allowanceGrown.push(listener);
  }

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
    const storageBefore = findPlan(
      effectivePlan(user.subscriptionPlan, user.subscriptionStatus),
    ).storageAllowanceBytes;
    const storageAfter = findPlan(effectivePlan(change.plan, change.status)).storageAllowanceBytes;
    if (storageAfter > storageBefore) await this.tellAllowanceGrown(userId);
    return { ...user, ...updates };
  }

  private async tellAllowanceGrown(userId: number): Promise<void> {
    for (const listener of this.allowanceGrown) {
      // The plan change stands even if follow-up work could not be queued.
      await listener(userId).catch((error: unknown) =>
        this.logger.warn(`After the plan change of user ${userId}: ${String(error)}`),
      );
    }
  }
}
