import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminChangeResponse, PlanName } from '@vault/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { CreditsService } from '../credits/index.js';
import { PlanChangesService } from '../plans/index.js';
import { AccountLedgerService, type UserEntity } from '../users/index.js';
import { AdminAuditLogEntity } from './admin-audit-log.entity.js';
import { toAdminUserEntry } from './admin-stats.service.js';

export function defaultGrantDescription(amount: number): string {
  return `Admin granted ${amount} credits`;
}

/** Changes administrators make to accounts; each is one transaction with its ledger and audit rows. */
@Injectable()
export class AdminActionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly planChanges: PlanChangesService,
    private readonly credits: CreditsService,
    private readonly ledger: AccountLedgerService,
  ) {}

  upgradeUser(admin: UserEntity, userId: number, plan: PlanName): Promise<AdminChangeResponse> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockedUser(manager, userId);
      const from = before.subscriptionPlan.toLowerCase();
      await this.planChanges.apply(manager, userId, {
        plan,
        status: 'active',
        type: 'admin_subscription',
        adminUserId: admin.id,
        description: `Plan changed from ${from} to ${plan} by ${admin.username}`,
      });
      const after = await this.lockedUser(manager, userId);
      await manager.save(AdminAuditLogEntity, {
        adminUserId: admin.id,
        action: 'upgrade_user',
        targetUserId: userId,
        before: planState(before),
        after: planState(after),
      });
      return {
        message: `${after.username} is now on the ${plan} plan`,
        user: toAdminUserEntry(after),
      };
    });
  }

  grantCredits(
    admin: UserEntity,
    userId: number,
    amount: number,
    description?: string,
  ): Promise<AdminChangeResponse> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockedUser(manager, userId);
      const text = description || defaultGrantDescription(amount);
      await this.credits.apply(manager, {
        userId,
        amount,
        type: 'admin_grant',
        description: text,
        adminUserId: admin.id,
      });
      const after = await this.lockedUser(manager, userId);
      await manager.save(AdminAuditLogEntity, {
        adminUserId: admin.id,
        action: 'grant_credits',
        targetUserId: userId,
        before: { creditsBalance: before.creditsBalance },
        after: { creditsBalance: after.creditsBalance, creditAmount: amount, description: text },
      });
      return {
        message: `Granted ${amount} credits to ${after.username}`,
        user: toAdminUserEntry(after),
      };
    });
  }

  private async lockedUser(manager: EntityManager, userId: number): Promise<UserEntity> {
    const user = await this.ledger.lockAccountRow(manager, userId);
    if (!user) {
      throw new HttpException(
        { message: 'User not found', code: 'user_not_found' },
        HttpStatus.NOT_FOUND,
      );
    }
    return user;
  }
}

function planState(user: UserEntity): Record<string, unknown> {
  return {
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    usageLimit: user.usageLimit,
  };
}
